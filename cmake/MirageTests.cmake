# mirage_add_test(NAME tst_x SOURCES ... LIBS ... [GUI] [LABELS ...] [ENVIRONMENT ...] [TIMEOUT s])
# One Qt Test executable per unit; GUI tests run offscreen.
# Qt wants a private runtime directory; the tests get their own.
file(MAKE_DIRECTORY ${PROJECT_BINARY_DIR}/tests/runtime)
file(CHMOD ${PROJECT_BINARY_DIR}/tests/runtime DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

function(mirage_add_test)
  cmake_parse_arguments(T "GUI" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS;ENVIRONMENT" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE mirage_common Qt6::Test ${T_LIBS})
  target_include_directories(${T_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests/common)
  target_compile_definitions(${T_NAME} PRIVATE
    MIRAGE_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
    MIRAGE_BINARY_DIR="${PROJECT_BINARY_DIR}"
    MIRAGE_SHARED_DATA_DIR="${PROJECT_SOURCE_DIR}/../shared/data")
  set_target_properties(${T_NAME} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/tests)
  set(args)
  if(T_GUI)
    set(args -platform offscreen)
  endif()
  add_test(NAME ${T_NAME} COMMAND ${T_NAME} ${args})
  set(env "XDG_RUNTIME_DIR=${PROJECT_BINARY_DIR}/tests/runtime" "LANGUAGE=en" "LC_ALL=C.UTF-8"
          "QT_QPA_PLATFORM=offscreen" ${T_ENVIRONMENT})
  set_tests_properties(${T_NAME} PROPERTIES ENVIRONMENT "${env}" LABELS "${T_LABELS}")
  if(T_TIMEOUT)
    set_tests_properties(${T_NAME} PROPERTIES TIMEOUT ${T_TIMEOUT})
  endif()
endfunction()

# mirage_add_plain_test(NAME x SOURCES ... LIBS ...): a test without Qt (model/sim, model/ml), so it
# also builds in the ML-only configuration on a machine without Qt.
function(mirage_add_plain_test)
  cmake_parse_arguments(T "" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE mirage_common ${T_LIBS})
  target_include_directories(${T_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests/common)
  set_target_properties(${T_NAME} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/tests)
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  set_tests_properties(${T_NAME} PROPERTIES LABELS "${T_LABELS}")
  if(T_TIMEOUT)
    set_tests_properties(${T_NAME} PROPERTIES TIMEOUT ${T_TIMEOUT})
  endif()
endfunction()
