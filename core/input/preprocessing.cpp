#include "input/preprocessing.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace quantlens::input {

namespace {
    std::string upper(std::string s)
    {
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
        return s;
    }

}

bool parseChannelOrder(const std::string& text, ChannelOrder& order)
{
    const std::string t = upper(text);
    if (t == "RGB")
        order = ChannelOrder::RGB;
    else if (t == "BGR")
        order = ChannelOrder::BGR;
    else if (t == "GRAY" || t == "GREY")
        order = ChannelOrder::Gray;
    else
        return false;
    return true;
}

bool parseLayout(const std::string& text, Layout& layout)
{
    const std::string t = upper(text);
    if (t == "NCHW")
        layout = Layout::NCHW;
    else if (t == "NHWC")
        layout = Layout::NHWC;
    else
        return false;
    return true;
}

bool parseResize(const std::string& text, Resize& resize)
{
    for (Resize r : { Resize::Bilinear, Resize::BilinearFloat, Resize::Area, Resize::Nearest })
        if (text == resizeName(r)) {
            resize = r;
            return true;
        }
    return false;
}

bool parseSize(const std::string& text, int& width, int& height)
{
    int w = 0, h = 0;
    char separator = 0, rest = 0;
    if (std::sscanf(text.c_str(), "%d%c%d%c", &w, &separator, &h, &rest) != 3)
        return false;
    if ((separator != 'x' && separator != 'X' && separator != ',') || w <= 0 || h <= 0)
        return false;
    width = w, height = h;
    return true;
}

const char* channelOrderName(ChannelOrder order)
{
    switch (order) {
    case ChannelOrder::BGR: return "BGR";
    case ChannelOrder::Gray: return "GRAY";
    case ChannelOrder::RGB: break;
    }
    return "RGB";
}

const char* layoutName(Layout layout) { return layout == Layout::NHWC ? "NHWC" : "NCHW"; }

const char* resizeName(Resize resize)
{
    switch (resize) {
    case Resize::BilinearFloat: return "bilinear-float";
    case Resize::Area: return "area";
    case Resize::Nearest: return "nearest";
    case Resize::Bilinear: break;
    }
    return "bilinear";
}

std::string numberList(const std::vector<double>& values)
{
    std::string s;
    char buffer[32];
    for (double v : values) {
        std::snprintf(buffer, sizeof buffer, "%g", v);
        s += (s.empty() ? "" : ", ") + std::string(buffer);
    }
    return "[" + s + "]";
}

} // namespace quantlens::input
