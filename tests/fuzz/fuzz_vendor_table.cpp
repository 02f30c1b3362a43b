// Vendors' per-tensor tables: Pulsar2 precision and outlier tables (Rich box drawings, wrapped and
// cut cells, inside build logs), RKNN error_analysis.txt, SigmaStar's RMSE logs.
#include "vendor_tables/imported_table.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    (void)quantlens::parseImportedTable(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.txt");
    return 0;
}
