#include "settings/translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace mirage {
namespace {
QTranslator *g_translator = nullptr;
QString g_current = QStringLiteral("en");

QString resolve(const QString &code)
{
  const QStringList available = Translations::availableLanguages();
  if (!code.isEmpty())
    return available.contains(code) ? code : QStringLiteral("en");
  // uiLanguages() honours LANGUAGE's list, then LC_ALL / LC_MESSAGES / LANG.
  const QStringList wanted = QLocale::system().uiLanguages();
  for (const QString &ui : wanted) {
    const QString lang = ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
    if (available.contains(lang))
      return lang;
  }
  return QStringLiteral("en");
}
} // namespace

QStringList Translations::availableLanguages()
{
  return {QStringLiteral("en"), QStringLiteral("de")};
}

QString Translations::nativeName(const QString &code)
{
  if (code == QLatin1String("de"))
    return QStringLiteral("Deutsch");
  if (code == QLatin1String("en"))
    return QStringLiteral("English");
  return code;
}

QString Translations::apply(const QString &code)
{
  const QString lang = resolve(code);
  auto *app = QCoreApplication::instance();
  if (g_translator) {
    QCoreApplication::removeTranslator(g_translator);
    delete g_translator;
    g_translator = nullptr;
  }
  if (lang != QLatin1String("en")) {
    auto *translator = new QTranslator(app);
    if (translator->load(QStringLiteral(":/i18n/mirage_%1.qm").arg(lang)) &&
        QCoreApplication::installTranslator(translator)) {
      g_translator = translator;
    } else {
      delete translator;
      g_current = QStringLiteral("en");
      return g_current;
    }
  } else if (app) {
    // Removing the translator already sent LanguageChange; nothing else to do for English.
  }
  g_current = lang;
  return g_current;
}

QString Translations::current()
{
  return g_current;
}

QString Translations::systemLanguage()
{
  return resolve(QString());
}

} // namespace mirage
