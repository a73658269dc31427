#include "widgets/window/store_recovery.h"

#include "store/store.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QPushButton>

namespace mirage {
namespace {
struct RecoveryTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::StoreRecovery)
};

void offerToMoveStoreAside(QWidget *parent, Store *store, const QString &error,
                           std::function<void(const QString &, bool)> report)
{
  auto *box = new QMessageBox(QMessageBox::Warning, RecoveryTr::tr("The store cannot be used"), error,
                              QMessageBox::NoButton, parent);
  box->setObjectName(QStringLiteral("storeUnusable"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setInformativeText(RecoveryTr::tr("Move the file aside and start a new, empty store in its place? Nothing is "
                                         "deleted: the file keeps its data under a new name."));
  QPushButton *move = box->addButton(RecoveryTr::tr("&Move aside"), QMessageBox::AcceptRole);
  box->addButton(RecoveryTr::tr("&Leave it"), QMessageBox::RejectRole);
  box->setDefaultButton(move);
  QObject::connect(box, &QMessageBox::buttonClicked, parent, [box, move, store, report](QAbstractButton *clicked) {
    if (clicked != move)
      return;
    auto *watcher = new QFutureWatcher<Result<QString>>(box->parent());
    QObject::connect(watcher, &QFutureWatcher<Result<QString>>::finished, watcher, [watcher, report] {
      watcher->deleteLater();
      const Result<QString> aside = watcher->result();
      report(aside.ok() ? RecoveryTr::tr("The unusable store was moved to %1; a new, empty store is in its place.")
                              .arg(aside.value())
                        : aside.error(),
             !aside.ok());
    });
    watcher->setFuture(store->moveAsideAndReopen());
  });
  box->open();
}
} // namespace

void reportStoreOpening(QWidget *parent, Store *store, std::function<void(const QString &, bool)> report)
{
  auto *watcher = new QFutureWatcher<Result<void>>(parent);
  QObject::connect(watcher, &QFutureWatcher<Result<void>>::finished, parent, [parent, watcher, store, report] {
    watcher->deleteLater();
    const Result<void> opened = watcher->result();
    if (opened.ok())
      return;
    report(RecoveryTr::tr("The store cannot be used: %1 (Settings → Data folder)").arg(opened.error()), true);
    if (store->problem() == StoreProblem::NotAStore || store->problem() == StoreProblem::Damaged)
      offerToMoveStoreAside(parent, store, opened.error(), report);
  });
  watcher->setFuture(store->opened());
}

} // namespace mirage
