# Run at build time (cmake -P) after a GoogleTest executable is linked:
# writes OUT, a CTest script that adds one test per suite of EXE, each
# running that suite's tests (--gtest_filter=Suite.*) in one process.
#
# One process per suite, not per test as gtest_discover_tests adds them:
# starting a test executable costs about 0.05 s, and 0.5 s under
# AddressSanitizer, which for 1,249 unit tests was most of the unit label's
# time. A failing test still names itself in the suite's output, and
# `ctest -R Suite` reruns its suite.
#
#   cmake -DEXE=path -DOUT=file -DLABEL=label -P add_suites.cmake
foreach(var EXE OUT LABEL)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "add_suites.cmake: ${var} is not set")
  endif()
endforeach()

execute_process(COMMAND "${EXE}" --gtest_list_tests
                OUTPUT_VARIABLE listing ERROR_VARIABLE errors RESULT_VARIABLE status
                TIMEOUT 60)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${EXE} --gtest_list_tests failed (${status}): ${errors}")
endif()


# A suite's line is not indented and ends its name with a dot, maybe followed
# by "  # TypeParam = ..."; its tests' lines are indented.
string(REPLACE "\n" ";" lines "${listing}")
set(script "# Written by tests/tools/add_suites.cmake from ${EXE} --gtest_list_tests\n")
set(count 0)
foreach(line IN LISTS lines)
  if(line MATCHES "^([A-Za-z_][A-Za-z0-9_/]*)\\.( .*)?$")
    set(suite ${CMAKE_MATCH_1})
    string(APPEND script "add_test([==[${suite}]==] [==[${EXE}]==] [==[--gtest_filter=${suite}.*]==])\n"
                         "set_tests_properties([==[${suite}]==] PROPERTIES LABELS [==[${LABEL}]==])\n")
    math(EXPR count "${count} + 1")
  endif()
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "${EXE} --gtest_list_tests named no suite:\n${listing}")
endif()
file(WRITE "${OUT}" "${script}")
