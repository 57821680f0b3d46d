# tst_layerprobe (issue 42): compiles two probes with the include path a file of server/http/
# gets. The one that includes a service (and storage's runtime) must compile, so the check runs
# with a working compiler and path; the one that includes a repository must fail, and fail
# because the header is not found.
# cmake -DCXX=<compiler> -DINCLUDES=<dir|dir|...> -DPROBES=<folder> -P layerprobe.cmake
string(REPLACE "|" ";" include_dirs "${INCLUDES}")
set(flags -std=c++20 -fPIC -fsyntax-only)
foreach(dir IN LISTS include_dirs)
    list(APPEND flags "-I${dir}")
endforeach()

execute_process(COMMAND "${CXX}" ${flags} "${PROBES}/includes_service.cpp"
    RESULT_VARIABLE service_result ERROR_VARIABLE service_errors)
if(NOT service_result EQUAL 0)
    message(FATAL_ERROR "A route could not include a service:\n${service_errors}")
endif()

execute_process(COMMAND "${CXX}" ${flags} "${PROBES}/includes_repository.cpp"
    RESULT_VARIABLE repository_result ERROR_VARIABLE repository_errors)
if(repository_result EQUAL 0)
    message(FATAL_ERROR "A route compiled with a repository included: storage is visible to http")
endif()
if(NOT repository_errors MATCHES "server/storage/productrepository.h(: No such file|. file not found)")
    message(FATAL_ERROR "The repository probe failed for another reason:\n${repository_errors}")
endif()
message(STATUS "http sees services, not repositories")
