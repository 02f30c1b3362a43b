<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/cli_common.cpp" line="30"/>
        <source>quantlens %1: %2
Try &apos;quantlens %1 --help&apos;.
</source>
        <translation>quantlens %1：%2
请运行 &apos;quantlens %1 --help&apos; 查看用法。
</translation>
    </message>
</context>
<context>
    <name>MainCommand</name>
    <message>
        <location filename="../app/main.cpp" line="20"/>
        <source>Usage: quantlens &lt;command&gt; [options]

Find which layer of a neural network lost accuracy after quantization.

Commands:
  report     per-tensor metrics of a quantized run against the float run (CSV, JSON, Markdown)

Options:
  -h, --help       this help; &apos;quantlens &lt;command&gt; --help&apos; for a command&apos;s options
  -v, --version    the version
  --lang &lt;locale&gt;  interface language (e.g. zh_CN); default: QUANTLENS_LANG or the system&apos;s

Exit codes: 0 success, 1 failure writing output, 2 bad usage, 3 bad input file.
</source>
        <translation>用法：quantlens &lt;命令&gt; [选项]

找出神经网络量化后在哪一层损失了精度。

命令：
  report     逐张量比较量化运行与浮点运行的误差指标（CSV、JSON、Markdown）

选项：
  -h, --help       显示本帮助；&apos;quantlens &lt;命令&gt; --help&apos; 显示该命令的选项
  -v, --version    显示版本
  --lang &lt;语言&gt;    界面语言（如 zh_CN）；默认取 QUANTLENS_LANG 或系统语言

退出码：0 成功，1 写出结果失败，2 用法错误，3 输入文件有误。
</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="57"/>
        <source>quantlens: unknown command &apos;%1&apos;
</source>
        <translation>quantlens：未知命令 &apos;%1&apos;
</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <location filename="../app/cli_report.cpp" line="42"/>
        <source>Compare every tensor of a quantized (or board) run with the float run and report cosine similarity, MSE, RMSE, max/mean abs error, relative L2 norm error, SQNR, SigmaStar&apos;s relative L1 error and each side&apos;s statistics, in the float graph&apos;s topological order.</source>
        <translation>将量化（或板端）运行的每个张量与浮点运行比较，按浮点图的拓扑顺序报告余弦相似度、MSE、RMSE、最大/平均绝对误差、L2 范数相对误差、SQNR、SigmaStar 的相对 L1 误差以及两侧各自的统计量。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="47"/>
        <source>Float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="47"/>
        <source>model.onnx</source>
        <translation>模型.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="49"/>
        <source>Quantized ONNX model (QDQ or QOperator) or SigmaStar quant-param JSON; gives each tensor&apos;s dtype, scale and range, and the quantized names of tensors.</source>
        <translation>量化 ONNX 模型（QDQ 或 QOperator）或 SigmaStar 量化参数 JSON；提供每个张量的数据类型、scale 和表示范围，以及张量在量化模型中的名称。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="51"/>
        <source>quant.onnx</source>
        <translation>量化模型.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="53"/>
        <source>Dump of the float run: a directory of .npy/.npz files (optionally with manifest.json) or an .npz.</source>
        <translation>浮点运行的 dump：由 .npy/.npz 文件组成的目录（可带 manifest.json），或单个 .npz 文件。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="54"/>
        <location filename="../app/cli_report.cpp" line="56"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="56"/>
        <source>Dump of the run to check (quantized simulator or board), same forms.</source>
        <translation>待检查运行（量化仿真或板端）的 dump，形式同上。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="58"/>
        <source>Output format: csv, json or md (default: from the -o file name, else md).</source>
        <translation>输出格式：csv、json 或 md（默认按 -o 文件名判断，否则为 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="58"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="60"/>
        <source>Write the report to this file (atomically) instead of standard output.</source>
        <translation>将报告（原子地）写入此文件，而不是标准输出。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="60"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="62"/>
        <source>Cosine similarity below which a tensor counts as suspect (default 0.99).</source>
        <translation>余弦相似度低于此值的张量视为可疑（默认 0.99）。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="62"/>
        <source>cos</source>
        <translation>余弦值</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="65"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认使用全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="65"/>
        <source>n</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="67"/>
        <source>No progress or warnings on standard error.</source>
        <translation>不在标准错误输出进度和警告。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="68"/>
        <source>Interface language, e.g. zh_CN.</source>
        <translation>界面语言，例如 zh_CN。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="68"/>
        <source>locale</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="80"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="83"/>
        <source>--%1 is required</source>
        <translation>缺少必需的选项 --%1</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="86"/>
        <source>unknown format &apos;%1&apos; (use csv, json or md)</source>
        <translation>未知格式 &apos;%1&apos;（请用 csv、json 或 md）</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="90"/>
        <source>--threshold must be a number between -1 and 1</source>
        <translation>--threshold 必须是 -1 到 1 之间的数</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="93"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="104"/>
        <source>Comparing tensors</source>
        <translation>正在比较张量</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="108"/>
        <location filename="../app/cli_report.cpp" line="122"/>
        <source>quantlens report: %1
</source>
        <translation>quantlens report：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="113"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
</context>
</TS>
