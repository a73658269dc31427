#pragma once

#include <QString>
#include <QStringList>

namespace mirage {

// The UI language. The catalogues are compiled into the executables (:/i18n/mirage_<code>.qm).
class Translations {
public:
  // Language codes Mirage has a catalogue for, English (the source language) first.
  static QStringList availableLanguages();
  // The language's own name: "English", "Deutsch".
  static QString nativeName(const QString &code);
  // Installs the catalogue for `code` on the running application, replacing the previous one;
  // "" follows the system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). Widgets get a
  // QEvent::LanguageChange. Returns the language now in effect.
  static QString apply(const QString &code);
  static QString current();
  // The language "" resolves to on this system (one of availableLanguages()).
  static QString systemLanguage();
};

} // namespace mirage
