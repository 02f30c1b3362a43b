#include "util/library_versions.h"

#include <google/protobuf/stubs/common.h>
#include <nlohmann/json.hpp>
#include <zip.h>

#include <sys/utsname.h>
#include <thread>

#include <fstream>

namespace quantlens {
namespace {
    /// A "KEY=value" line's value from /etc/os-release, quotes removed.
    std::string osRelease(const std::string& key)
    {
        std::ifstream in("/etc/os-release");
        for (std::string line; std::getline(in, line);)
            if (line.rfind(key + "=", 0) == 0) {
                std::string value = line.substr(key.size() + 1);
                if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
                    value = value.substr(1, value.size() - 2);
                return value;
            }
        return "unknown";
    }

    std::string cpuModel()
    {
        std::ifstream in("/proc/cpuinfo");
        for (std::string line; std::getline(in, line);)
            if (line.rfind("model name", 0) == 0) {
                const auto colon = line.find(':');
                return colon == std::string::npos ? line : line.substr(colon + 2);
            }
        return "unknown";
    }
}

std::vector<std::pair<std::string, std::string>> libraryVersions()
{
    return {
        { "QuantLens", QUANTLENS_VERSION },
        { "protobuf (ONNX parsing)", google::protobuf::internal::VersionString(GOOGLE_PROTOBUF_VERSION) },
        { "libzip", zip_libzip_version() },
        { "nlohmann_json",
            std::to_string(NLOHMANN_JSON_VERSION_MAJOR) + "." + std::to_string(NLOHMANN_JSON_VERSION_MINOR) + "."
                + std::to_string(NLOHMANN_JSON_VERSION_PATCH) },
        { "compiler", __VERSION__ },
    };
}

std::vector<std::pair<std::string, std::string>> systemDescription()
{
    utsname u {};
    const bool named = uname(&u) == 0;
    return {
        { "system", osRelease("PRETTY_NAME") },
        { "kernel", named ? std::string(u.sysname) + " " + u.release + " " + u.machine : "unknown" },
        { "CPU", cpuModel() + " (" + std::to_string(std::thread::hardware_concurrency()) + " threads)" },
    };
}

} // namespace quantlens
