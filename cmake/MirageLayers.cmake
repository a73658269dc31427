# The libraries of model/, one per folder, linked as a DAG:
#   core → slurm, traces → sim, ml → forecast → policy → whatif → report, store → services
# mirage_layer(FOLDER DEPS folder...) records which folders a folder's library links (directly);
# the closure is what its sources may include. mirage_write_layers() writes the rules for
# cmake/CheckLayering.cmake (test tst_layering), which fails on an include of any other folder.
# A dependency on a folder that is not declared yet, or a cycle, stops the configuration.

set_property(GLOBAL PROPERTY MIRAGE_LAYERS "")

function(mirage_layer folder)
  cmake_parse_arguments(L "" "" "DEPS" ${ARGN})
  get_property(layers GLOBAL PROPERTY MIRAGE_LAYERS)
  if(folder IN_LIST layers)
    message(FATAL_ERROR "model/${folder}: declared twice")
  endif()
  set(closure ${L_DEPS})
  foreach(dep IN LISTS L_DEPS)
    if(NOT dep IN_LIST layers)
      message(FATAL_ERROR "model/${folder} links model/${dep}, which is not a library below it "
                          "(declare the layers bottom up: a cycle or a missing folder)")
    endif()
    get_property(below GLOBAL PROPERTY MIRAGE_LAYER_${dep})
    list(APPEND closure ${below})
  endforeach()
  list(REMOVE_DUPLICATES closure)
  list(SORT closure)
  set_property(GLOBAL PROPERTY MIRAGE_LAYER_${folder} "${closure}")
  set_property(GLOBAL APPEND PROPERTY MIRAGE_LAYERS ${folder})
endfunction()

# The target that a folder's library is.
function(mirage_layer_target folder out)
  if(folder STREQUAL "ml")
    set(${out} mirage_ml_loader PARENT_SCOPE)
  else()
    set(${out} mirage_${folder} PARENT_SCOPE)
  endif()
endfunction()

# add_library for model/<folder> with the folder's sources, linked PUBLIC to the libraries of DEPS.
function(mirage_model_library folder)
  cmake_parse_arguments(L "" "" "SOURCES;DEPS;PUBLIC;PRIVATE" ${ARGN})
  mirage_layer(${folder} DEPS ${L_DEPS})
  mirage_layer_target(${folder} target)
  list(TRANSFORM L_SOURCES PREPEND ${folder}/)
  add_library(${target} STATIC ${L_SOURCES})
  target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/model)
  set(links)
  foreach(dep IN LISTS L_DEPS)
    mirage_layer_target(${dep} t)
    list(APPEND links ${t})
  endforeach()
  target_link_libraries(${target} PUBLIC ${links} ${L_PUBLIC} PRIVATE mirage_common ${L_PRIVATE})
endfunction()

function(mirage_write_layers file)
  get_property(layers GLOBAL PROPERTY MIRAGE_LAYERS)
  set(text "")
  foreach(folder IN LISTS layers)
    get_property(closure GLOBAL PROPERTY MIRAGE_LAYER_${folder})
    string(REPLACE ";" " " closure "${closure}")
    string(APPEND text "${folder}: ${closure}\n")
  endforeach()
  file(WRITE ${file} "${text}")
endfunction()
