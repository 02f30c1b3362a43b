// Message catalog, SigmaStar simulator dumps (sigma_outtensor_dump.bin; see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> sigmastarDump()
{
    return {
        // The file as a whole.
        { "sigmastar_dump.empty_file", QT_TRANSLATE_NOOP("CoreMessage", "file is empty (not a SigmaStar dump)") },
        { "sigmastar_dump.missing_is_float",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a SigmaStar dump: the first line should be 'isFloat: 0' or 'isFloat: 1', found \"%1\"") },
        { "sigmastar_dump.bad_is_float",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "malformed first line: 'isFloat:' must be followed by 0 or 1, found \"%1\"") },
        { "sigmastar_dump.no_tensors", QT_TRANSLATE_NOOP("CoreMessage", "the dump holds no tensors") },
        { "sigmastar_dump.expected_header",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "expected a tensor header line starting '//out' or '//in', found \"%1\"") },
        { "sigmastar_dump.skipped_text",
            QT_TRANSLATE_NOOP("CoreMessage", "unexpected text after the values of tensor '%1' was skipped: \"%2\"") },

        // The header lines of a tensor (%2: the line, shortened).
        { "sigmastar_dump.header_too_long",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "tensor header line is longer than %1 bytes (is the file a SigmaStar dump?)") },
        { "sigmastar_dump.header_missing_field",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed tensor header: expected '%1' in \"%2\"") },
        { "sigmastar_dump.header_bad_number",
            QT_TRANSLATE_NOOP("CoreMessage", "malformed tensor header: '%1' is not followed by a number in \"%2\"") },
        { "sigmastar_dump.negative_dimension",
            QT_TRANSLATE_NOOP("CoreMessage", "shape has the negative dimension %1") },
        { "sigmastar_dump.too_many_dimensions", QT_TRANSLATE_NOOP("CoreMessage", "shape has more than %1 dimensions") },
        { "sigmastar_dump.dims_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage", "dims:%1 disagrees with shape %2, which has %3 dimensions") },
        { "sigmastar_dump.shape_overflow",
            QT_TRANSLATE_NOOP("CoreMessage", "shape %1 has too many elements (its size overflows)") },
        { "sigmastar_dump.truncated_header",
            QT_TRANSLATE_NOOP("CoreMessage", "truncated: the file ends right after the tensor's header line") },
        { "sigmastar_dump.bad_op_line",
            QT_TRANSLATE_NOOP("CoreMessage",
                "expected the op line 'op_out[i] TYPE = {' or 'op_in[i] TYPE = {' after the tensor header, found "
                "\"%1\"") },
        { "sigmastar_dump.bad_buffer_size",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "malformed payload size line, expected '//buffer data size: N', found \"%1\"") },

        // The payload.
        { "sigmastar_dump.payload_past_end",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "payload of %1 bytes runs past the end of the file: only %2 bytes remain (truncated)") },
        { "sigmastar_dump.payload_too_short",
            QT_TRANSLATE_NOOP("CoreMessage",
                "payload is %1 bytes, shorter than the %2 bytes that shape %3 of %4 needs (truncated)") },
        { "sigmastar_dump.text_not_closed",
            QT_TRANSLATE_NOOP("CoreMessage", "the printed values are not closed by '};' before the next header line") },
        { "sigmastar_dump.text_truncated",
            QT_TRANSLATE_NOOP("CoreMessage", "truncated: the file ends inside the printed values (no '};')") },
        { "sigmastar_dump.too_few_text_values",
            QT_TRANSLATE_NOOP("CoreMessage", "the text holds %1 values, fewer than the %2 that shape %3 needs") },
        { "sigmastar_dump.bad_text_value", QT_TRANSLATE_NOOP("CoreMessage", "'%1' is not a number") },
        { "sigmastar_dump.unsupported_element_type",
            QT_TRANSLATE_NOOP("CoreMessage", "element type %1 does not occur in SigmaStar dumps") },
        { "sigmastar_dump.record_outside_file",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the tensor record does not fit this %1-byte file (was it indexed from another file?)") },

        // Warnings: values come out, but maybe not the expected ones.
        { "sigmastar_dump.float_read_as_uint8",
            QT_TRANSLATE_NOOP("CoreMessage",
                "type 'float' in an integer dump (isFloat: 0) is read as uint8, as SigmaStar's own tools do; the "
                "values are probably wrong") },
        { "sigmastar_dump.zero_scale", QT_TRANSLATE_NOOP("CoreMessage", "scale is 0: every value dequantizes to 0") },
        { "sigmastar_dump.unknown_type",
            QT_TRANSLATE_NOOP("CoreMessage",
                "storage type '%1' is none SigmaStar's splitter reads (SGS_U8, SGS_S8, SGS_S16): the tensor is left "
                "out "
                "rather than misread") },
        { "sigmastar_dump.bad_scale",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "scale %1 cannot dequantize (it must be a positive number): the tensor is left out") },
        { "sigmastar_dump.floats_in_integer_file",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the file says isFloat: 0, but its payloads hold 4 bytes per element: they are read as float32 "
                "values") },
        { "sigmastar_dump.duplicate_output",
            QT_TRANSLATE_NOOP("CoreMessage", "written as an output more than once: the first record is used") },
    };
}

} // namespace quantlens::messages
