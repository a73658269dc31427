#pragma once
// What the window does with a store it cannot use because of the file itself (not a database, or
// damaged): it says so, naming the file and what is wrong, and offers to move the file aside and
// start a new, empty store in its place. Nothing is deleted; "Leave it" changes nothing.
#include <QString>

#include <functional>

class QWidget;

namespace mirage {

class Store;

// Once the store has opened: an error goes to `report(line, isError)` (the activity log), and for
// a file that is not a database or is damaged, the offer (window-modal, object name
// "storeUnusable") follows; its outcome goes to `report` too.
void reportStoreOpening(QWidget *parent, Store *store, std::function<void(const QString &, bool)> report);

} // namespace mirage
