# Writes quantlens.1.gz from the program's own help, so the man page cannot drift from it: help2man
# on `quantlens --help`, plus a COMMANDS section with each command's --help (the commands are read
# from the top-level help's "Commands:" list).
# cmake -D QUANTLENS=<binary> -D HELP2MAN=<help2man> -D PRECONV=<preconv> -D GZIP=<gzip> -D OUT=<dir> -P make_manpage.cmake
# In a sanitizer build a leak report at exit would fail the build: the help text is all we need.
set(english ${CMAKE_COMMAND} -E env QUANTLENS_LANG=en_US LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0)
execute_process(COMMAND ${english} ${QUANTLENS} --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "${QUANTLENS} --help failed")
endif()

string(REGEX MATCH "Commands:\n(  [^\n]*\n)+" block "${help}")
string(REGEX MATCHALL "\n  [a-z]+ " names "${block}")
set(section "[COMMANDS]\nEach command's own options, as 'quantlens <command> --help' prints them.\n")
foreach(name ${names})
    string(STRIP "${name}" name)
    execute_process(COMMAND ${english} ${QUANTLENS} ${name} --help OUTPUT_VARIABLE text RESULT_VARIABLE failed)
    if(failed)
        message(FATAL_ERROR "${QUANTLENS} ${name} --help failed")
    endif()
    # roff: backslashes doubled, lines starting with a control character made literal.
    string(REPLACE "\\" "\\\\" text "${text}")
    string(REGEX REPLACE "\n([.'])" "\n\\\\&\\1" text "\n${text}")
    string(APPEND section ".SS ${name}\n.nf${text}\n.fi\n")
endforeach()
file(WRITE ${OUT}/commands.h2m "${section}")

# help2man runs the program in the C locale unless told: Qt then prints "?" for every non-ASCII
# character of the help (→, ▸).
execute_process(COMMAND ${english} ${HELP2MAN} --no-info --section=1 --locale=C.UTF-8
        "--name=find which layer of a neural network lost accuracy after NPU quantization"
        --include=${OUT}/commands.h2m --output=${OUT}/quantlens.1 ${QUANTLENS}
    RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "help2man failed")
endif()
# Non-ASCII characters as groff escapes (\[u2192]): the page then renders in any locale and with
# any roff, not only where man-db's preconv knows the input is UTF-8.
execute_process(COMMAND ${PRECONV} -e UTF-8 INPUT_FILE ${OUT}/quantlens.1 OUTPUT_VARIABLE page RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "preconv failed")
endif()
string(REGEX REPLACE "^\\.lf 1 -\n" "" page "${page}")
file(WRITE ${OUT}/quantlens.1 "${page}")
execute_process(COMMAND ${GZIP} -9nf ${OUT}/quantlens.1 RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "gzip failed")
endif()
