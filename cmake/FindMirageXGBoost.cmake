# Debian's xgboost-config.cmake refers to /usr/bin/xgboost, which libxgboost-dev does not ship,
# so find_package(xgboost) fails there. Find the C API by hand and make our own imported target.
find_path(MIRAGE_XGBOOST_INCLUDE_DIR xgboost/c_api.h)
find_library(MIRAGE_XGBOOST_LIBRARY NAMES xgboost)
if(MIRAGE_XGBOOST_INCLUDE_DIR AND MIRAGE_XGBOOST_LIBRARY)
  add_library(Mirage::xgboost UNKNOWN IMPORTED)
  set_target_properties(Mirage::xgboost PROPERTIES
    IMPORTED_LOCATION "${MIRAGE_XGBOOST_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${MIRAGE_XGBOOST_INCLUDE_DIR}")
  message(STATUS "XGBoost C API: ${MIRAGE_XGBOOST_LIBRARY}")
elseif(MIRAGE_ML_ONLY)
  message(STATUS "XGBoost not found: model/ml builds without its XGBoost models")
  set(MIRAGE_WITH_XGBOOST OFF)
else()
  message(FATAL_ERROR "XGBoost's C API (libxgboost-dev) not found; run tools/install-deps.sh build")
endif()
