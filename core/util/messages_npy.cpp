// Message catalog, .npy files (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> npy()
{
    return {
        // The header dict of an .npy file (%1: the byte inside the header where parsing stopped).
        { "npy.dict.trailing_text",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "malformed header dict at header byte %1: unexpected text after the dict") },
        { "npy.dict.too_deep",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: nested too deeply") },
        { "npy.dict.unexpected_end",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: unexpected end of header") },
        { "npy.dict.unexpected_character",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: unexpected character '%2'") },
        { "npy.dict.line_break_in_string",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: line break inside a string") },
        { "npy.dict.unterminated_string",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: unterminated string") },
        { "npy.dict.expected_digit",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: expected a digit") },
        { "npy.dict.not_an_integer",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "malformed header dict at header byte %1: only integers are allowed here") },
        { "npy.dict.unexpected_word",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: unexpected word '%2'") },
        { "npy.dict.missing_close",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: missing '%2'") },
        { "npy.dict.expected_comma",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: expected ',' or '%2'") },
        { "npy.dict.key_not_string",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: dict keys must be strings") },
        { "npy.dict.duplicate_key",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: key '%2' appears twice") },
        { "npy.dict.expected_colon",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed header dict at header byte %1: expected ':' after key '%2'") },

        // The header's fields and type string.
        { "npy.not_a_dict", QT_TRANSLATE_NOOP("CoreMessage", "malformed header: expected a dict literal") },
        { "npy.missing_key", QT_TRANSLATE_NOOP("CoreMessage", "header has no '%1' key") },
        { "npy.structured_dtype", QT_TRANSLATE_NOOP("CoreMessage", "structured (record) dtypes are not supported") },
        { "npy.subarray_dtype", QT_TRANSLATE_NOOP("CoreMessage", "sub-array dtypes are not supported") },
        { "npy.descr_not_string", QT_TRANSLATE_NOOP("CoreMessage", "'descr' must be a type string such as '<f4'") },
        { "npy.fortran_order_not_bool", QT_TRANSLATE_NOOP("CoreMessage", "'fortran_order' must be True or False") },
        { "npy.shape_not_tuple", QT_TRANSLATE_NOOP("CoreMessage", "'shape' must be a tuple of integers") },
        { "npy.too_many_dimensions", QT_TRANSLATE_NOOP("CoreMessage", "shape has %1 dimensions, more than %2") },
        { "npy.dimension_too_large", QT_TRANSLATE_NOOP("CoreMessage", "dimension in shape is too large") },
        { "npy.negative_dimension", QT_TRANSLATE_NOOP("CoreMessage", "negative dimension %1 in shape") },
        { "npy.empty_dtype", QT_TRANSLATE_NOOP("CoreMessage", "empty dtype '%1'") },
        { "npy.object_dtype",
            QT_TRANSLATE_NOOP("CoreMessage", "object arrays (dtype '%1', pickled Python objects) are not supported") },
        { "npy.complex_dtype", QT_TRANSLATE_NOOP("CoreMessage", "complex dtype '%1' is not supported") },
        { "npy.string_dtype", QT_TRANSLATE_NOOP("CoreMessage", "string dtype '%1' is not supported") },
        { "npy.datetime_dtype", QT_TRANSLATE_NOOP("CoreMessage", "datetime/timedelta dtype '%1' is not supported") },
        { "npy.void_dtype", QT_TRANSLATE_NOOP("CoreMessage", "void/record dtype '%1' is not supported") },
        { "npy.unsupported_dtype", QT_TRANSLATE_NOOP("CoreMessage", "unsupported dtype '%1'") },

        // The file around the header.
        { "npy.empty_file", QT_TRANSLATE_NOOP("CoreMessage", "file is empty (truncated .npy)") },
        { "npy.bad_magic", QT_TRANSLATE_NOOP("CoreMessage", "not an .npy file (wrong magic, expected \\x93NUMPY)") },
        { "npy.truncated_preamble",
            QT_TRANSLATE_NOOP("CoreMessage", "truncated: %1 bytes, shorter than the .npy preamble") },
        { "npy.unsupported_version",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "unsupported .npy format version %1.%2 (1.0, 2.0 and 3.0 are supported)") },
        { "npy.header_too_long",
            QT_TRANSLATE_NOOP("CoreMessage", "header length %1 is longer than the %2-byte limit") },
        { "npy.header_past_end",
            QT_TRANSLATE_NOOP("CoreMessage", "header length %1 runs past the end of the file (truncated: %2 bytes)") },
        { "npy.shape_overflow",
            QT_TRANSLATE_NOOP("CoreMessage", "shape %1 has too many elements (size overflows 63 bits)") },
        { "npy.payload_truncated",
            QT_TRANSLATE_NOOP("CoreMessage",
                "payload is %1 bytes, shorter than the %2 bytes that shape %3 of %4 needs (truncated)") },
    };
}

} // namespace quantlens::messages
