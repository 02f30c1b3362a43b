<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/cli_common.cpp" line="32"/>
        <source>quantlens %1: %2
Try &apos;quantlens %1 --help&apos;.
</source>
        <translation>quantlens %1：%2
请运行 &apos;quantlens %1 --help&apos; 查看用法。
</translation>
    </message>
</context>
<context>
    <name>GraphBoxItem</name>
    <message>
        <location filename="../ui/graph/graph_box_item.cpp" line="80"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>GuiCommand</name>
    <message>
        <location filename="../app/gui_main.cpp" line="24"/>
        <source>A QuantLens workspace file to open.</source>
        <translation>要打开的 QuantLens 工作区文件。</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="24"/>
        <source>[workspace]</source>
        <translation>[工作区]</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="26"/>
        <source>Interface language, e.g. zh_CN.</source>
        <translation>界面语言，例如 zh_CN。</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="26"/>
        <source>locale</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>InputOptions</name>
    <message>
        <location filename="../app/input_options.cpp" line="16"/>
        <source>Float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="16"/>
        <source>model.onnx</source>
        <translation>模型.onnx</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="18"/>
        <source>Quantized ONNX model (QDQ or QOperator) or SigmaStar quant-param JSON; gives each tensor&apos;s dtype, scale and range, and the quantized names of tensors.</source>
        <translation>量化 ONNX 模型（QDQ 或 QOperator）或 SigmaStar 量化参数 JSON；提供每个张量的数据类型、scale 和表示范围，以及张量在量化模型中的名称。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="20"/>
        <source>quant.onnx</source>
        <translation>量化模型.onnx</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="22"/>
        <source>Dump of the float run: a directory of .npy/.npz files (optionally with manifest.json) or an .npz.</source>
        <translation>浮点运行的 dump：由 .npy/.npz 文件组成的目录（可带 manifest.json），或单个 .npz 文件。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="23"/>
        <location filename="../app/input_options.cpp" line="25"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="24"/>
        <source>Dump of the run to check (quantized simulator or board), same forms.</source>
        <translation>待检查运行（量化仿真或板端）的 dump，形式同上。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="26"/>
        <source>Another run to compare with the float run, e.g. board=/data/board (repeatable).</source>
        <translation>另一个要与浮点运行比较的运行，例如 board=/data/board（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="27"/>
        <source>label=dir</source>
        <translation>标签=目录</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="55"/>
        <source>--dump takes LABEL=PATH, got &apos;%1&apos;</source>
        <translation>--dump 的格式应为 标签=路径，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="61"/>
        <source>give a workspace file, or --float, --float-dump and --quant-dump (or --dump)</source>
        <translation>请给出工作区文件，或 --float、--float-dump 和 --quant-dump（或 --dump）</translation>
    </message>
</context>
<context>
    <name>MainCommand</name>
    <message>
        <location filename="../app/main.cpp" line="27"/>
        <source>Usage: quantlens &lt;command&gt; [options]

Find which layer of a neural network lost accuracy after quantization.

Without a command it opens the analyzer window (on a workspace file, if one is given).

Commands:
  report     per-tensor metrics of a quantized run against the float run (CSV, JSON, Markdown)
  snapshot   render one view (graph, curves, table, detail) to PNG/SVG/PDF without a display

Options:
  -h, --help       this help; &apos;quantlens &lt;command&gt; --help&apos; for a command&apos;s options
  -v, --version    the version
  --lang &lt;locale&gt;  interface language (e.g. zh_CN); default: QUANTLENS_LANG or the system&apos;s

Exit codes: 0 success, 1 failure writing output, 2 bad usage, 3 bad input file.
</source>
        <translation>用法：quantlens &lt;命令&gt; [选项]

找出神经网络量化后在哪一层损失了精度。

不带命令时打开分析窗口（若给出工作区文件则打开它）。

命令：
  report     逐张量比较量化运行与浮点运行的误差指标（CSV、JSON、Markdown）
  snapshot   无需显示器，将一个视图（图、曲线、表格、详情）渲染为 PNG/SVG/PDF

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
    <name>MetricColorScale</name>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="147"/>
        <source>Cosine</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="149"/>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="151"/>
        <source>SQNR (dB)</source>
        <translation>SQNR（dB）</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="153"/>
        <source>Max abs error</source>
        <translation>最大绝对误差</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <location filename="../app/cli_report.cpp" line="43"/>
        <source>Compare every tensor of a quantized (or board) run with the float run and report cosine similarity, MSE, RMSE, max/mean abs error, relative L2 norm error, SQNR, SigmaStar&apos;s relative L1 error and each side&apos;s statistics, in the float graph&apos;s topological order.</source>
        <translation>将量化（或板端）运行的每个张量与浮点运行比较，按浮点图的拓扑顺序报告余弦相似度、MSE、RMSE、最大/平均绝对误差、L2 范数相对误差、SQNR、SigmaStar 的相对 L1 误差以及两侧各自的统计量。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="49"/>
        <source>Output format: csv, json or md (default: from the -o file name, else md).</source>
        <translation>输出格式：csv、json 或 md（默认按 -o 文件名判断，否则为 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="49"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="51"/>
        <source>Write the report to this file (atomically) instead of standard output.</source>
        <translation>将报告（原子地）写入此文件，而不是标准输出。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="51"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="53"/>
        <source>Cosine similarity below which a tensor counts as suspect (default 0.99).</source>
        <translation>余弦相似度低于此值的张量视为可疑（默认 0.99）。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="53"/>
        <source>cos</source>
        <translation>余弦值</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="56"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认使用全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="56"/>
        <source>n</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="58"/>
        <source>No progress or warnings on standard error.</source>
        <translation>不在标准错误输出进度和警告。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="59"/>
        <source>Interface language, e.g. zh_CN.</source>
        <translation>界面语言，例如 zh_CN。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="59"/>
        <source>locale</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="72"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="75"/>
        <source>--%1 is required</source>
        <translation>缺少必需的选项 --%1</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="82"/>
        <source>unknown format &apos;%1&apos; (use csv, json or md)</source>
        <translation>未知格式 &apos;%1&apos;（请用 csv、json 或 md）</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="86"/>
        <source>--threshold must be a number between -1 and 1</source>
        <translation>--threshold 必须是 -1 到 1 之间的数</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="89"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="100"/>
        <source>Comparing tensors</source>
        <translation>正在比较张量</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="104"/>
        <location filename="../app/cli_report.cpp" line="118"/>
        <source>quantlens report: %1
</source>
        <translation>quantlens report：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="109"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
</context>
<context>
    <name>SnapshotCommand</name>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="31"/>
        <source>Render one view of a workspace (or of inputs given as options) to an image without a display: the same pictures the window shows, for tickets and reports.</source>
        <translation>无需显示器，将工作区（或由选项给出的输入）的一个视图渲染为图片：与窗口中显示的一致，用于工单和报告。</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="34"/>
        <source>A QuantLens workspace file (optional).</source>
        <translation>QuantLens 工作区文件（可选）。</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="34"/>
        <source>[workspace]</source>
        <translation>[工作区]</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="36"/>
        <source>The view: %1.</source>
        <translation>视图：%1。</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="37"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="38"/>
        <source>Tensor to select (highlighted in every view).</source>
        <translation>要选中的张量（在所有视图中高亮）。</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="38"/>
        <source>tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="40"/>
        <source>Image file to write: .png, .svg or .pdf.</source>
        <translation>要写入的图片文件：.png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="40"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="41"/>
        <source>Image size in pixels (default 1600x1000).</source>
        <translation>图片尺寸，单位像素（默认 1600x1000）。</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="41"/>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="43"/>
        <source>Interface language, e.g. zh_CN.</source>
        <translation>界面语言，例如 zh_CN。</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="43"/>
        <source>locale</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="54"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="56"/>
        <source>-o is required</source>
        <translation>缺少必需的选项 -o</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="59"/>
        <source>--size must look like 1600x1000 (64 to 16384 pixels each way)</source>
        <translation>--size 的格式应如 1600x1000（每边 64 到 16384 像素）</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="61"/>
        <source>unknown view &apos;%1&apos; (use %2)</source>
        <translation>未知视图 &apos;%1&apos;（可用：%2）</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="65"/>
        <location filename="../app/cli_snapshot.cpp" line="77"/>
        <location filename="../app/cli_snapshot.cpp" line="92"/>
        <source>quantlens snapshot: %1
</source>
        <translation>quantlens snapshot：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_snapshot.cpp" line="88"/>
        <source>warning: no tensor named &apos;%1&apos;; nothing is selected
</source>
        <translation>警告：没有名为 &apos;%1&apos; 的张量；未选中任何内容
</translation>
    </message>
</context>
<context>
    <name>quantlens</name>
    <message>
        <location filename="../ui/view_exporter.cpp" line="56"/>
        <source>%1: unknown image type &apos;%2&apos; (use .png, .svg or .pdf)</source>
        <translation>%1：未知图片类型 &apos;%2&apos;（请用 .png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <location filename="../ui/view_exporter.cpp" line="60"/>
        <location filename="../ui/view_exporter.cpp" line="91"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../ui/view_exporter.cpp" line="70"/>
        <source>%1: cannot write PNG: %2</source>
        <translation>%1：无法写入 PNG：%2</translation>
    </message>
</context>
<context>
    <name>quantlens::AnalysisWorker</name>
    <message>
        <location filename="../ui/workers/analysis_worker.cpp" line="77"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>quantlens::CurvesPanel</name>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="46"/>
        <source>Layer (topological order)</source>
        <translation>层（拓扑顺序）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="59"/>
        <source>Cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="60"/>
        <source>RMSE (log scale)</source>
        <translation>RMSE（对数坐标）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="72"/>
        <source>Thresholds: cos</source>
        <translation>阈值：余弦</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="74"/>
        <source>warning cos</source>
        <translation>警告余弦</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="76"/>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="245"/>
        <source>cos %1, RMSE %2</source>
        <translation>余弦 %1，RMSE %2</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="245"/>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
</context>
<context>
    <name>quantlens::DetailPanel</name>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="36"/>
        <source>Select a layer in the graph, the table or the curves.</source>
        <translation>在图、表格或曲线中选择一层。</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="41"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="42"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="43"/>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="43"/>
        <source>%1 of %2 in topological order</source>
        <translation>拓扑顺序第 %1 个，共 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="45"/>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="52"/>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="58"/>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="61"/>
        <location filename="../ui/panels/detail_panel.cpp" line="71"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="62"/>
        <source>per channel</source>
        <translation>逐通道</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="62"/>
        <source>per tensor</source>
        <translation>逐张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="64"/>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="64"/>
        <source>%1 channels, axis %2</source>
        <translation>%1 个通道，轴 %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="67"/>
        <source>Zero point</source>
        <translation>零点</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="68"/>
        <source>Float range</source>
        <translation>浮点范围</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="69"/>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="71"/>
        <source>not quantized, or no quantized model given</source>
        <translation>未量化，或未提供量化模型</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="77"/>
        <source>%1 against %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="84"/>
        <source>Cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="85"/>
        <source>RMSE / MSE</source>
        <translation>RMSE / MSE</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="86"/>
        <source>Max / mean abs error</source>
        <translation>最大 / 平均绝对误差</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="87"/>
        <source>SQNR</source>
        <translation>SQNR</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="88"/>
        <source>Relative L2 norm error</source>
        <translation>L2 范数相对误差</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="89"/>
        <source>SigmaStar relative L1</source>
        <translation>SigmaStar 相对 L1</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="90"/>
        <source>Matched as</source>
        <translation>匹配为</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="92"/>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="92"/>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="92"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="92"/>
        <source>std</source>
        <translation>标准差</translation>
    </message>
</context>
<context>
    <name>quantlens::ExportDialog</name>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="21"/>
        <location filename="../ui/dialogs/export_dialog.cpp" line="43"/>
        <source>Export view</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="22"/>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="22"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="22"/>
        <source>Layer table</source>
        <translation>层表格</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="22"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="22"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="29"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="37"/>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="38"/>
        <source>Size (pixels):</source>
        <translation>尺寸（像素）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="39"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="44"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphLegend</name>
    <message>
        <location filename="../ui/graph/graph_legend.cpp" line="43"/>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_legend.cpp" line="70"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_legend.cpp" line="80"/>
        <location filename="../ui/graph/graph_legend.cpp" line="82"/>
        <source>log scale</source>
        <translation>对数刻度</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphMinimap</name>
    <message>
        <location filename="../ui/graph/graph_minimap.cpp" line="20"/>
        <source>Overview: click or drag to move the view</source>
        <translation>缩略图：点击或拖动以移动视图</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphPanel</name>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="40"/>
        <source>Find tensor or node…</source>
        <translation>查找张量或节点…</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="53"/>
        <source>Candidate</source>
        <translation>对比运行</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="58"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="59"/>
        <source>Show the whole graph</source>
        <translation>显示整个图</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="66"/>
        <source>Colour by</source>
        <translation>着色依据</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphScene</name>
    <message>
        <location filename="../ui/graph/graph_scene.cpp" line="316"/>
        <location filename="../ui/graph/graph_scene.cpp" line="319"/>
        <source>%1
shape %2</source>
        <translation>%1
形状 %2</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_scene.cpp" line="320"/>
        <source>%1
shape unknown</source>
        <translation>%1
形状未知</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphView</name>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="220"/>
        <source>Expand %1</source>
        <translation>展开 %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="227"/>
        <source>Collapse %1</source>
        <translation>折叠 %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="234"/>
        <source>Fit to view</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="268"/>
        <source>Laying out the graph…</source>
        <translation>正在布局图…</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="268"/>
        <source>No graph to show</source>
        <translation>没有可显示的图</translation>
    </message>
</context>
<context>
    <name>quantlens::LayerTableModel</name>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="125"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="158"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="159"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="160"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="161"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="162"/>
        <source>Quant dtype</source>
        <translation>量化类型</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="163"/>
        <source>Float range</source>
        <translation>浮点范围</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="164"/>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="169"/>
        <source>Cos</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="169"/>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="169"/>
        <source>MSE</source>
        <translation>MSE</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="169"/>
        <source>Max abs</source>
        <translation>最大绝对误差</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="169"/>
        <source>SQNR dB</source>
        <translation>SQNR dB</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="169"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>quantlens::LayerTablePanel</name>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="28"/>
        <source>Below threshold</source>
        <translation>低于阈值</translation>
    </message>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="41"/>
        <source>Filter by tensor or op…</source>
        <translation>按张量或算子筛选…</translation>
    </message>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="73"/>
        <source>All ops</source>
        <translation>全部算子</translation>
    </message>
</context>
<context>
    <name>quantlens::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="41"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="52"/>
        <source>Selected: %1</source>
        <translation>已选中：%1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="76"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="77"/>
        <source>Layers</source>
        <translation>层</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="78"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="79"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="122"/>
        <source>Comparing tensors…</source>
        <translation>正在比较张量…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="128"/>
        <source>QuantLens</source>
        <translation>QuantLens</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="128"/>
        <source>%1 – QuantLens</source>
        <translation>%1 – QuantLens</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="33"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="34"/>
        <source>&amp;Open inputs…</source>
        <translation>打开输入(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="35"/>
        <source>Open &amp;workspace…</source>
        <translation>打开工作区(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="35"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="36"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="38"/>
        <source>&amp;Save workspace</source>
        <translation>保存工作区(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="39"/>
        <source>Save workspace &amp;as…</source>
        <translation>工作区另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="41"/>
        <source>&amp;Export view…</source>
        <translation>导出视图(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="41"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="43"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="45"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="49"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="52"/>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="61"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="61"/>
        <source>The language changes when QuantLens starts next time.</source>
        <translation>语言将在下次启动 QuantLens 时生效。</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="65"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="66"/>
        <source>&amp;About QuantLens</source>
        <translation>关于 QuantLens(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="67"/>
        <source>About QuantLens</source>
        <translation>关于 QuantLens</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="68"/>
        <source>&lt;b&gt;QuantLens %1&lt;/b&gt;&lt;p&gt;Finds which layer lost accuracy after quantization.&lt;/p&gt;&lt;p&gt;Cosine similarity on one input is not dataset accuracy: confirm a fix on a data set.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;QuantLens %1&lt;/b&gt;&lt;p&gt;找出量化后在哪一层损失了精度。&lt;/p&gt;&lt;p&gt;单个输入上的余弦相似度并不等于数据集精度：请在数据集上确认修复效果。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0-or-later。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="95"/>
        <source>%1 tensors, %2 compared, %3 problems</source>
        <translation>%1 个张量，已比较 %2 个，%3 个问题</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="167"/>
        <source>Open workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="167"/>
        <location filename="../ui/main_window_actions.cpp" line="176"/>
        <source>QuantLens workspaces (%1)</source>
        <translation>QuantLens 工作区 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="176"/>
        <location filename="../ui/main_window_actions.cpp" line="181"/>
        <source>Save workspace</source>
        <translation>保存工作区</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="187"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="197"/>
        <source>Export view</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="199"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
</context>
<context>
    <name>quantlens::OpenDialog</name>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="25"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="29"/>
        <source>Choose a model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="43"/>
        <source>Open inputs</source>
        <translation>打开输入</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="45"/>
        <source>Models (*.onnx *.json);;All files (*)</source>
        <translation>模型 (*.onnx *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="47"/>
        <source>Float model:</source>
        <translation>浮点模型：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="48"/>
        <source>Quantized model (optional):</source>
        <translation>量化模型（可选）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="50"/>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="50"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="50"/>
        <source>Dump folder or .npz</source>
        <translation>Dump 目录或 .npz</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="53"/>
        <source>Add dump folder…</source>
        <translation>添加 dump 目录…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="54"/>
        <source>Add .npz…</source>
        <translation>添加 .npz…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="55"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="64"/>
        <source>Analyze</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="67"/>
        <source>Dump sets (one is the reference, usually the float run):</source>
        <translation>Dump 集（其中一个为参考，通常是浮点运行）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="73"/>
        <source>Choose a dump folder</source>
        <translation>选择 dump 目录</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="78"/>
        <source>Choose an .npz dump</source>
        <translation>选择 .npz dump</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="78"/>
        <source>NumPy archives (*.npz)</source>
        <translation>NumPy 归档 (*.npz)</translation>
    </message>
</context>
<context>
    <name>quantlens::ProblemsPanel</name>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="15"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="15"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="15"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
</context>
</TS>
