# One INTERFACE target that carries the flags of our own code (third-party headers are system
# includes, so -Werror applies to Mirage's sources only).
add_library(mirage_common INTERFACE)
target_compile_features(mirage_common INTERFACE cxx_std_20)
target_compile_options(mirage_common INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual -Werror)
target_compile_definitions(mirage_common INTERFACE
  QT_NO_CAST_FROM_ASCII
  QT_NO_CAST_TO_ASCII
  QT_NO_CAST_FROM_BYTEARRAY
  QT_NO_URL_CAST_FROM_STRING
  QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
  QT_USE_QSTRINGBUILDER
  QT_NO_FOREACH
  QT_DISABLE_DEPRECATED_BEFORE=0x060400
  MIRAGE_VERSION="${PROJECT_VERSION}")
