// Message catalog, dumps: zip directories, .npz archives, manifests and dump sets (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> dumps()
{
    return {
        // The central directory of a zip archive (.npz).
        { "zip.too_short", QT_TRANSLATE_NOOP("CoreMessage", "not a zip archive (%1 bytes, too short)") },
        { "zip.no_end_record",
            QT_TRANSLATE_NOOP("CoreMessage", "not a zip archive (no end of central directory record)") },
        { "zip.multi_disk", QT_TRANSLATE_NOOP("CoreMessage", "multi-disk zip archives are not supported") },
        { "zip.no_zip64_record",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: Zip64 end of central directory record not found") },
        { "zip.directory_outside",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: central directory lies outside the file (truncated?)") },
        { "zip.too_many_entries",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: %1 entries cannot fit in a central directory of %2 bytes") },
        { "zip.entry_damaged", QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: central directory entry %1 is damaged") },
        { "zip.entry_cut_short",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: central directory entry %1 is cut short") },
        { "zip.bad_zip64_extra",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: bad Zip64 extra field for member '%1'") },
        { "zip.no_local_header",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: no local file header at byte %1 (truncated?)") },
        { "zip.local_header_past_end",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: local file header runs past the end of the file") },
        { "zip.local_name_differs", QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: local header names '%1'") },
        { "zip.member_past_end",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "member data (%1 bytes from byte %2) runs past the end of the file (truncated)") },

        // .npz archives and their members (%1 of a libzip failure: libzip's reason).
        { "npz.empty_file", QT_TRANSLATE_NOOP("CoreMessage", "not a zip archive (file is empty)") },
        { "npz.not_a_zip", QT_TRANSLATE_NOOP("CoreMessage", "not a valid zip archive: %1") },
        { "npz.entry_count_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: central directory entry count is inconsistent") },
        { "npz.inconsistent_directory",
            QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: inconsistent central directory") },
        { "npz.encrypted", QT_TRANSLATE_NOOP("CoreMessage", "encrypted members are not supported") },
        { "npz.unsupported_compression",
            QT_TRANSLATE_NOOP("CoreMessage", "compression method %1 is not supported (only stored and deflate)") },
        { "npz.stored_sizes_differ", QT_TRANSLATE_NOOP("CoreMessage", "corrupt zip: stored member's sizes disagree") },
        { "npz.duplicate_member", QT_TRANSLATE_NOOP("CoreMessage", "member appears twice in the archive") },
        { "npz.no_npy_members", QT_TRANSLATE_NOOP("CoreMessage", "archive contains no .npy members") },
        { "npz.cannot_read", QT_TRANSLATE_NOOP("CoreMessage", "cannot read archive: %1") },
        { "npz.no_such_array", QT_TRANSLATE_NOOP("CoreMessage", "no such array in the archive") },
        { "npz.cannot_read_header", QT_TRANSLATE_NOOP("CoreMessage", "cannot read header: %1") },
        { "npz.cannot_read_member", QT_TRANSLATE_NOOP("CoreMessage", "cannot read member: %1") },
        { "npz.cannot_inflate", QT_TRANSLATE_NOOP("CoreMessage", "cannot inflate member: %1") },
        { "npz.inflates_too_much",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "cannot inflate member: inflates to more than the %1 bytes the directory states") },
        { "npz.size_mismatch",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "member inflates to %1 bytes, not the %2 the directory states (truncated or corrupt)") },
        { "npz.payload_truncated",
            QT_TRANSLATE_NOOP("CoreMessage", "payload is shorter than shape %1 needs (truncated member)") },
        { "npz.too_large", QT_TRANSLATE_NOOP("CoreMessage", "member is too large to inflate") },
        { "npz.out_of_memory", QT_TRANSLATE_NOOP("CoreMessage", "not enough memory to inflate %1 bytes") },

        // A dump's manifest.json.
        { "manifest.cannot_open", QT_TRANSLATE_NOOP("CoreMessage", "cannot open manifest") },
        { "manifest.cannot_read", QT_TRANSLATE_NOOP("CoreMessage", "cannot read manifest: %1") },
        { "manifest.not_json", QT_TRANSLATE_NOOP("CoreMessage", "not valid JSON: %1") },
        { "manifest.not_an_object", QT_TRANSLATE_NOOP("CoreMessage", "manifest must be a JSON object") },
        { "dump.foreign_manifest",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a QuantLens dump manifest (no \"format\": \"quantlens-dump\"), so it is ignored and tensors are "
                "matched by file names") },
        { "manifest.no_format",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "not a QuantLens dump manifest (\"format\" must be \"%1\", found nothing)") },
        { "manifest.wrong_format",
            QT_TRANSLATE_NOOP("CoreMessage", "not a QuantLens dump manifest (\"format\" must be \"%1\", found %2)") },
        { "manifest.no_version",
            QT_TRANSLATE_NOOP("CoreMessage", "unsupported manifest version (none) (this build reads version %1)") },
        { "manifest.unsupported_version",
            QT_TRANSLATE_NOOP("CoreMessage", "unsupported manifest version %1 (this build reads version %2)") },
        { "manifest.bad_layout", QT_TRANSLATE_NOOP("CoreMessage", "\"layout\" must be a string such as \"NCHW\"") },
        { "manifest.missing_tensors", QT_TRANSLATE_NOOP("CoreMessage", "missing \"tensors\" list") },
        { "manifest.item_not_object", QT_TRANSLATE_NOOP("CoreMessage", "each item of \"tensors\" must be an object") },
        { "manifest.missing_name", QT_TRANSLATE_NOOP("CoreMessage", "missing \"name\" (a non-empty string)") },
        { "manifest.missing_file",
            QT_TRANSLATE_NOOP("CoreMessage", "missing \"file\" (a path relative to the manifest)") },
        { "manifest.file_outside",
            QT_TRANSLATE_NOOP("CoreMessage", "file '%1' points outside the dump directory (absolute path or '..')") },
        { "manifest.fields_not_strings",
            QT_TRANSLATE_NOOP("CoreMessage", "\"member\", \"dtype\", \"op_type\" and \"op_name\" must be strings") },
        { "manifest.bad_order", QT_TRANSLATE_NOOP("CoreMessage", "\"order\" must be an integer (-1 when unknown)") },
        { "manifest.bad_shape", QT_TRANSLATE_NOOP("CoreMessage", "\"shape\" must be a list of non-negative integers") },
        { "manifest.duplicate_name",
            QT_TRANSLATE_NOOP("CoreMessage", "duplicate tensor name: listed as tensor #%1 and tensor #%2") },

        // Dump sets: a directory, an .npz archive or an .npy file.
        { "dump.missing", QT_TRANSLATE_NOOP("CoreMessage", "does not exist") },
        { "dump.not_file_or_directory", QT_TRANSLATE_NOOP("CoreMessage", "neither a directory nor a regular file") },
        { "dump.unknown_kind",
            QT_TRANSLATE_NOOP("CoreMessage", "not a dump directory nor a dump file of a known format (%1)") },
        { "dump.cannot_open", QT_TRANSLATE_NOOP("CoreMessage", "cannot open dump set: %1") },
        { "dump.cannot_list", QT_TRANSLATE_NOOP("CoreMessage", "cannot list directory: %1") },
        { "dump.no_files", QT_TRANSLATE_NOOP("CoreMessage", "no dump files of a known format in this directory (%1)") },
        { "dump.duplicate_name", QT_TRANSLATE_NOOP("CoreMessage", "duplicate tensor name, given by both %1 and %2") },
        { "dump.manifest_shape_differs",
            QT_TRANSLATE_NOOP("CoreMessage", "manifest shape %1 disagrees with the file's %2; tensor left out") },
        { "dump.manifest_dtype_differs",
            QT_TRANSLATE_NOOP("CoreMessage", "manifest dtype '%1' disagrees with the file's %2; tensor left out") },
        { "dump.manifest_empty", QT_TRANSLATE_NOOP("CoreMessage", "manifest lists no tensors") },
        { "dump.none_listed_readable",
            QT_TRANSLATE_NOOP("CoreMessage", "none of the %1 tensors listed could be read") },
        { "dump.none_readable", QT_TRANSLATE_NOOP("CoreMessage", "none of the %1 dump files could be read") },
        { "dump.no_array_readable", QT_TRANSLATE_NOOP("CoreMessage", "none of the file's tensors could be read") },
        { "dump.manifest_member_needed",
            QT_TRANSLATE_NOOP("CoreMessage", "the file holds %1 tensors: the manifest must name one as \"member\"") },
        { "dump.manifest_member_missing", QT_TRANSLATE_NOOP("CoreMessage", "the file holds no tensor '%1'") },

        // The dump formats (the reader registry), as file dialogs name them.
        { "reader.npy", QT_TRANSLATE_NOOP("CoreMessage", "NumPy arrays") },
        { "reader.npz", QT_TRANSLATE_NOOP("CoreMessage", "NumPy archives") },
        { "reader.sigmastar", QT_TRANSLATE_NOOP("CoreMessage", "SigmaStar tensor dumps") },
        { "reader.raw_float32", QT_TRANSLATE_NOOP("CoreMessage", "Pulsar2 per-layer outputs (raw float32)") },
        { "raw_dump.not_float32",
            QT_TRANSLATE_NOOP("CoreMessage", "%1 bytes is not a whole number of float32 values (raw per-layer output)") },
        { "raw_dump.size_changed",
            QT_TRANSLATE_NOOP("CoreMessage", "the file changed since it was listed: %1 bytes, %2 expected") },
        { "dump.no_such_tensor", QT_TRANSLATE_NOOP("CoreMessage", "no tensor of that name in this dump set") },
        { "dump.archive_not_opened", QT_TRANSLATE_NOOP("CoreMessage", "archive was not opened") },
        { "dump.cannot_read_tensor", QT_TRANSLATE_NOOP("CoreMessage", "cannot read tensor: %1") },
    };
}

} // namespace quantlens::messages
