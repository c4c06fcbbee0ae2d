# A test of add_suites.cmake's list (cmake -P): every test of EXE is run by
# one of the ctest tests SUITES adds. GoogleTest itself is asked which tests
# no suite's filter takes (--gtest_filter=-A.*:B.*:...), so a suite the
# list missed (a name it failed to read) shows here by name.
#
#   cmake -DEXE=path -DSUITES=path/to/EXE_suites.cmake -P every_test_in_a_suite.cmake
foreach(var EXE SUITES)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "every_test_in_a_suite.cmake: ${var} is not set")
  endif()
endforeach()
if(NOT EXISTS "${SUITES}")
  message(FATAL_ERROR "${SUITES} does not exist: build the test executable first")
endif()

file(STRINGS "${SUITES}" filters REGEX "--gtest_filter=")
list(TRANSFORM filters REPLACE ".*--gtest_filter=([^]]+)\\]==\\]\\)$" "\\1")
list(LENGTH filters count)
if(count EQUAL 0)
  message(FATAL_ERROR "${SUITES} adds no suite")
endif()
list(JOIN filters ":" taken)

execute_process(COMMAND "${EXE}" --gtest_list_tests "--gtest_filter=-${taken}"
                OUTPUT_VARIABLE left ERROR_VARIABLE errors RESULT_VARIABLE status TIMEOUT 60)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${EXE} --gtest_list_tests failed (${status}): ${errors}")
endif()
# The tests are the indented lines.
string(REGEX MATCHALL "\n  [^\n]+" orphans "${left}")
if(orphans)
  message(FATAL_ERROR "tests of ${EXE} no ctest test runs (in no suite of ${SUITES}):\n${left}")
endif()
message(STATUS "${count} suites take every test of ${EXE}")
