// Message catalog, files: reading and writing files, workspaces (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> files()
{
    return {
        // Files QuantLens reads (%1: the system's reason).
        { "file.cannot_open", QT_TRANSLATE_NOOP("CoreMessage", "cannot open: %1") },
        { "file.not_regular", QT_TRANSLATE_NOOP("CoreMessage", "not a regular file") },
        { "file.not_regular_read",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a regular file (a named pipe, a device or a socket, perhaps behind a link): nothing is read from "
                "it") },
        { "file.is_folder", QT_TRANSLATE_NOOP("CoreMessage", "is a folder; give a file") },
        { "file.too_large",
            QT_TRANSLATE_NOOP("CoreMessage", "is %1, more than the %2 QuantLens reads for a file of this kind") },
        { "file.cannot_read", QT_TRANSLATE_NOOP("CoreMessage", "cannot read: %1") },
        { "file.out_of_memory", QT_TRANSLATE_NOOP("CoreMessage", "not enough memory to read its %1") },
        { "file.path_climbs_out",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the relative path '%1' leads out of this file's folder; write a path outside it as an absolute "
                "path") },
        { "file.cannot_map", QT_TRANSLATE_NOOP("CoreMessage", "cannot map into memory: %1") },

        // Files QuantLens writes.
        { "write.folder_missing", QT_TRANSLATE_NOOP("CoreMessage", "cannot write: the folder %1 does not exist") },
        { "write.not_a_folder", QT_TRANSLATE_NOOP("CoreMessage", "cannot write: %1 is not a folder") },
        { "write.temp_file", QT_TRANSLATE_NOOP("CoreMessage", "cannot create a temporary file in %1: %2") },
        { "write.failed", QT_TRANSLATE_NOOP("CoreMessage", "write failed: %1") },
        { "write.replace_failed", QT_TRANSLATE_NOOP("CoreMessage", "cannot replace the file: %1") },
        { "write.is_folder", QT_TRANSLATE_NOOP("CoreMessage", "cannot write: this is a folder; give a file name") },
        { "write.block_device",
            QT_TRANSLATE_NOOP("CoreMessage", "refusing to write onto a block device (a disk); give a file name") },
        { "write.not_writable_kind",
            QT_TRANSLATE_NOOP("CoreMessage", "cannot write: this is a socket, not a file; give a file name") },
        { "write.fifo_without_reader",
            QT_TRANSLATE_NOOP("CoreMessage", "cannot write: no program is reading from this named pipe") },
        { "write.cannot_open", QT_TRANSLATE_NOOP("CoreMessage", "cannot open for writing: %1") },
        { "zip.cannot_write", QT_TRANSLATE_NOOP("CoreMessage", "cannot build the zip archive: %1") },
        { "zip.cannot_read_back",
            QT_TRANSLATE_NOOP("CoreMessage", "cannot build the zip archive: it could not be read back") },

        // Workspace files.
        { "workspace.cannot_open", QT_TRANSLATE_NOOP("CoreMessage", "cannot open the workspace file") },
        { "workspace.wrong_format",
            QT_TRANSLATE_NOOP("CoreMessage", "not a QuantLens workspace (\"format\" must be \"%1\")") },
        { "workspace.newer_version",
            QT_TRANSLATE_NOOP("CoreMessage", "written by a newer QuantLens (version %1); this one reads version %2") },
        { "workspace.not_json", QT_TRANSLATE_NOOP("CoreMessage", "not valid JSON") },
        { "workspace.unexpected_content", QT_TRANSLATE_NOOP("CoreMessage", "unexpected content: %1") },
        { "workspace.no_inputs", QT_TRANSLATE_NOOP("CoreMessage", "the workspace has no \"inputs\" object") },

        // JSON as parsed.
        { "json.syntax", QT_TRANSLATE_NOOP("CoreMessage", "not valid JSON") },
        { "json.too_deep",
            QT_TRANSLATE_NOOP("CoreMessage", "nested more than %1 levels deep: not a file QuantLens writes or reads") },

        // Values of the wrong type in a JSON file people edit (%1: the value as written).
        { "json.expected_string", QT_TRANSLATE_NOOP("CoreMessage", "must be text in quotes, not %1") },
        { "json.expected_number", QT_TRANSLATE_NOOP("CoreMessage", "must be a number, not %1") },
        { "json.expected_bool", QT_TRANSLATE_NOOP("CoreMessage", "must be true or false, not %1") },
        { "json.expected_object", QT_TRANSLATE_NOOP("CoreMessage", "must be an object ({ … }), not %1") },
        { "json.expected_array", QT_TRANSLATE_NOOP("CoreMessage", "must be a list ([ … ]), not %1") },
    };
}

} // namespace quantlens::messages
