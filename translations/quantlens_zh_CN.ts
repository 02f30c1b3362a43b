<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdviseCommand</name>
    <message>
        <location filename="../app/cli_advise.cpp" line="97"/>
        <source>Says the toolchain&apos;s own switch for each lever, or how to get it without one.</source>
        <translation>给出工具链对每个手段的自带开关，或在没有开关时如何实现。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="100"/>
        <source>Measure the fixes that cost no NPU speed side by side before any 16-bit tensor: each calibration method, per-channel weights, and cross-layer equalization (the float model transformed so that Conv → Relu → Conv pairs have channels of equal range, quantized again at the model&apos;s encoding and recalibrated over --calib). Prints each lever&apos;s output cosine against the float model per eval input (--input) with its cost, then the levers combined greedily.</source>
        <translation>在使用任何 16 位张量之前，并排测量不降低 NPU 速度的修复手段：每种校准方法、逐通道权重，以及跨层均衡（对浮点模型做变换，使 Conv → Relu → Conv 对的各通道范围相等，再按模型原有编码重新量化，并在 --calib 上重新校准）。按每个评估输入（--input）打印每个手段的输出与浮点模型的余弦相似度及其代价，然后给出贪心组合的结果。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="107"/>
        <source>Float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="107"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="109"/>
        <source>Quantized ONNX model (QDQ).</source>
        <translation>量化 ONNX 模型（QDQ）。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="109"/>
        <source>quant.onnx</source>
        <translation>quant.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="111"/>
        <source>An eval input as .npy ([NAME=]FILE.npy; repeat for several inputs of a one-input model).</source>
        <translation>评估输入，.npy 文件（[名称=]文件.npy；单输入模型可重复给出多个输入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="112"/>
        <source>[name=]file.npy</source>
        <translation>[名称=]文件.npy</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="114"/>
        <source>A float dump holding the graph inputs, used when no --input is given.</source>
        <translation>包含图输入的浮点 dump，未给出 --input 时使用。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="114"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="116"/>
        <source>The Percentile method&apos;s share of values kept inside the range, two-sided, in % (default 99.99).</source>
        <translation>Percentile 方法保留在范围内的数值比例（双侧），单位 %（默认 99.99）。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="117"/>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="119"/>
        <source>Every input&apos;s worst output cosine to reach: when the levers fall short, the 16-bit plan search runs last, on top of them.</source>
        <translation>每个输入最差输出余弦要达到的值：若各项手段达不到，最后在其基础上运行 16 位方案搜索。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="121"/>
        <source>cos</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="123"/>
        <source>Write the advised levers this --toolchain takes as settings into its config (Pulsar2: quant.calibration_method, enable_smooth_quant and smooth_quant_strength), keeping the rest of the file and the old one as a backup.</source>
        <translation>把该 --toolchain 能作为设置接受的建议手段写入其配置（Pulsar2：quant.calibration_method、enable_smooth_quant 和 smooth_quant_strength），文件其余内容保持不变，旧文件留作备份。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="128"/>
        <source>Also measure each site of equalization (a chain of Conv pairs) and SmoothQuant (a smoothed tensor) alone: the JSON&apos;s sites[] say where each helps (the window&apos;s graph colours by it).</source>
        <translation>同时单独测量均衡化的每个位置（一串 Conv 对）和 SmoothQuant 的每个位置（一个被平滑的张量）：JSON 的 sites[] 说明各自在哪里有帮助（窗口的图按此着色）。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="131"/>
        <source>Output format: json or md (default md).</source>
        <translation>输出格式：json 或 md（默认 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="131"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="133"/>
        <source>Write to this file (atomically).</source>
        <translation>写入此文件（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="233"/>
        <source>quantlens advise: the previous %1 is kept as %2
</source>
        <translation>quantlens advise：原来的 %1 已保留为 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="242"/>
        <source>quantlens advise: leave these calibration inputs out of your quantizer&apos;s calibration set: %1
</source>
        <translation>quantlens advise：请从量化器的校准集中去掉这些校准输入：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="249"/>
        <source>quantlens advise: the advised transforms, for your quantizer: %1
</source>
        <translation>quantlens advise：建议的变换，供你的量化器使用：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="126"/>
        <location filename="../app/cli_advise.cpp" line="133"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="135"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认使用全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="135"/>
        <source>n</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="150"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="152"/>
        <source>give the float model (--float) and the quantized model (--quant)</source>
        <translation>请给出浮点模型（--float）和量化模型（--quant）</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="157"/>
        <source>unknown format &apos;%1&apos; (use json or md)</source>
        <translation>未知格式 &apos;%1&apos;（请用 json 或 md）</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="161"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="163"/>
        <source>--config needs --toolchain: whose config it is</source>
        <translation>--config 需要 --toolchain：说明是哪个工具链的配置</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="171"/>
        <source>--percentile must be a number from 50 to 100</source>
        <translation>--percentile 必须是 50 到 100 之间的数</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="175"/>
        <source>--target-cos must be a number above -1, at most 1</source>
        <translation>--target-cos 必须是大于 -1、不超过 1 的数</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="196"/>
        <source>quantlens advise: %1
</source>
        <translation>quantlens advise：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="208"/>
        <source>Running the models</source>
        <translation>正在运行模型</translation>
    </message>
    <message>
        <location filename="../app/cli_advise.cpp" line="214"/>
        <source>Measuring each lever</source>
        <translation>正在测量每个手段</translation>
    </message>
</context>
<context>
    <name>AnalysisCommand</name>
    <message>
        <location filename="../app/cli_analysis.cpp" line="50"/>
        <source>Output format: csv, json or md (default: from the -o file name, else md).</source>
        <translation>输出格式：csv、json 或 md（默认按 -o 文件名判断，否则为 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="50"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="52"/>
        <source>Write to this file (atomically) instead of standard output.</source>
        <translation>写入此文件（原子写入），而不是标准输出。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="52"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="53"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认使用全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="53"/>
        <source>n</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="56"/>
        <source>Memory the runs QuantLens makes itself may hold before they go to a temporary dump folder, e.g. 512M or 4G (default: an eighth of this machine&apos;s memory, at most 512M).</source>
        <translation>QuantLens 自行运行模型所得的张量在内存中最多可占用的大小，超出后写入临时转储文件夹，例如 512M 或 4G（默认：本机内存的八分之一，最多 512M）。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="58"/>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="62"/>
        <source>Run the models (on --input, else on the graph inputs the float dump holds) and measure what moving each tensor alone to 16 bit or float does to the outputs, each layer&apos;s isolated error and the weights&apos; errors; culprits are then ranked by the measured gain.</source>
        <translation>运行模型（用 --input，否则用浮点 dump 中的图输入），测量每个张量单独改为 16 位或浮点对输出的影响、每层的孤立误差和权重误差；之后按实测增益对可疑层排序。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="66"/>
        <source>Do not run the models: culprits are ranked from the dumps alone, a guess that measuring may not confirm (faster).</source>
        <translation>不运行模型：仅根据转储数据对可疑层排序，这是一种推测，测量不一定能证实（更快）。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="69"/>
        <source>Several inputs (a data set, e.g. --input FOLDER): record each input&apos;s results in this file as it is measured; run again with the same file and the inputs already recorded (same models, same input content) are not measured again, so a cancelled or killed run resumes.</source>
        <translation>多个输入（数据集，例如 --input 文件夹）：每测完一个输入就把其结果记入此文件；用同一文件再次运行时，已记录的输入（相同模型、相同输入内容）不再重新测量，因此被取消或被终止的运行可以接着进行。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="72"/>
        <source>file.jsonl</source>
        <translation>文件.jsonl</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="81"/>
        <source>Output format: csv, json, md or html (one self-contained page for any browser; default: from the -o file name, else md).</source>
        <translation>输出格式：csv、json、md 或 html（任何浏览器都能打开的单个自包含网页；默认按 -o 文件名，否则为 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="95"/>
        <source>Run the models and measure (the default when the models and an input are there; see --no-measure).</source>
        <translation>运行模型并测量（模型和输入都具备时的默认行为；参见 --no-measure）。</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="119"/>
        <source>unknown format &apos;%1&apos; (use csv, json, md or html)</source>
        <translation>未知格式“%1”（可用 csv、json、md 或 html）</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="120"/>
        <source>unknown format &apos;%1&apos; (use csv, json or md)</source>
        <translation>未知格式 &apos;%1&apos;（请用 csv、json 或 md）</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="127"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="135"/>
        <source>--memory-budget must be a size such as 512M or 4G, not &apos;%1&apos;</source>
        <translation>--memory-budget 须为 512M、4G 这样的大小，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="161"/>
        <source>Comparing tensors</source>
        <translation>正在比较张量</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="170"/>
        <location filename="../app/cli_analysis.cpp" line="214"/>
        <location filename="../app/cli_analysis.cpp" line="227"/>
        <location filename="../app/cli_analysis.cpp" line="241"/>
        <location filename="../app/cli_analysis.cpp" line="243"/>
        <location filename="../app/cli_analysis.cpp" line="245"/>
        <location filename="../app/cli_analysis.cpp" line="276"/>
        <source>quantlens %1: %2
</source>
        <translation>quantlens %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="169"/>
        <location filename="../app/cli_analysis.cpp" line="177"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="180"/>
        <source>quantlens %1: the inputs do not belong together; nothing written
</source>
        <translation>quantlens %1：输入彼此不匹配；未写出任何内容
</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="199"/>
        <source>quantlens %1: --no-measure: culprits are ranked from the dumps alone, a guess that running the models may not confirm
</source>
        <translation>quantlens %1：--no-measure：仅根据转储数据对可疑层排序，这是一种推测，运行模型不一定能证实
</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="223"/>
        <source>Measuring by running the models</source>
        <translation>正在运行模型进行测量</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="236"/>
        <source>quantlens %1: measured by the outputs %2 alone (--outputs, or the workspace&apos;s)
</source>
        <translation>quantlens %1：仅按输出 %2 测量（--outputs 或工作区的设置）
</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="252"/>
        <source>quantlens %1: the models could not be run, so nothing was measured: %2
</source>
        <translation>quantlens %1：模型无法运行，因此没有测量：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="253"/>
        <source>quantlens %1: the models could not be run, so culprits are ranked from the dumps alone (a guess): %2
</source>
        <translation>quantlens %1：无法运行模型，因此仅根据转储数据对可疑层排序（推测）：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli_analysis.cpp" line="269"/>
        <source>quantlens %1: cannot write to standard output
</source>
        <translation>quantlens %1：无法写入标准输出
</translation>
    </message>
</context>
<context>
    <name>CalibrateCommand</name>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="71"/>
        <source>Measure the free fix before the 16-bit one: gather every activation&apos;s distribution over the calibration inputs (--calib) with the float model, derive its range by each calibration method (MinMax, Percentile, MSE, KL), give the quantized model&apos;s activations those ranges at their own type (weights unchanged, biases follow) and run it on the eval inputs (--input). Prints each method&apos;s output cosine against the float model per input, and the method to use.</source>
        <translation>先衡量免费的修复，再考虑 16 位：用浮点模型统计每个激活在校准输入（--calib）上的分布，按每种校准方法（MinMax、Percentile、MSE、KL）求出其范围，把这些范围按各自的类型赋给量化模型的激活（权重不变，偏置随之调整），并在评估输入（--input）上运行。逐输入打印每种方法的输出与浮点模型的余弦相似度，以及应使用的方法。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="78"/>
        <source>Float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="78"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="80"/>
        <source>Quantized ONNX model (QDQ).</source>
        <translation>量化 ONNX 模型（QDQ）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="80"/>
        <source>quant.onnx</source>
        <translation>quant.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="82"/>
        <source>An eval input as .npy ([NAME=]FILE.npy; repeat for several inputs of a one-input model).</source>
        <translation>评估输入，.npy 文件（[名称=]文件.npy；单输入模型可重复给出多个输入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="83"/>
        <source>[name=]file.npy</source>
        <translation>[名称=]文件.npy</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="85"/>
        <source>A float dump holding the graph inputs, used when no --input is given.</source>
        <translation>包含图输入的浮点 dump，未给出 --input 时使用。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="85"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="87"/>
        <source>The methods to measure: all, or some of minmax, percentile, mse, kl separated by commas (default all).</source>
        <translation>要衡量的方法：all，或以逗号分隔的 minmax、percentile、mse、kl 中的若干个（默认 all）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="88"/>
        <source>names</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="90"/>
        <source>The Percentile method&apos;s share of values kept inside the range, two-sided, in % (default 99.99).</source>
        <translation>Percentile 方法保留在范围内的数值比例（双侧），单位 %（默认 99.99）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="91"/>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="96"/>
        <source>file.json</source>
        <translation>file.json</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="102"/>
        <source>new.onnx</source>
        <translation>new.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="110"/>
        <source>Write the calibration inputs without those whose dropping measured a gain, one path per line (a dataset.txt), atomically.</source>
        <translation>写出去掉那些经测量去掉后有收益的输入之后的校准输入列表，每行一个路径（dataset.txt），原子写入。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="114"/>
        <source>How many of the calibration inputs that set the most ranges alone to measure dropping (default 3; 0: rank them without measuring).</source>
        <translation>对独自决定最多范围的若干个校准输入，衡量去掉它们的效果（默认 3；0：只排序不衡量）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="121"/>
        <source>Output format: json or md (default md).</source>
        <translation>输出格式：json 或 md（默认 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="121"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="123"/>
        <source>Write to this file (atomically).</source>
        <translation>写入此文件（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="108"/>
        <location filename="../app/cli_calibrate.cpp" line="112"/>
        <location filename="../app/cli_calibrate.cpp" line="123"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="125"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认：全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="216"/>
        <source>Gathering the calibration statistics and measuring each method</source>
        <translation>正在收集校准统计并衡量每种方法</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="116"/>
        <location filename="../app/cli_calibrate.cpp" line="125"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="68"/>
        <source>Says the toolchain&apos;s own setting for each method.</source>
        <translation>给出该工具链对每种方法的对应设置。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="93"/>
        <source>Write the recommended method&apos;s ranges (or the one --method names; a method per tensor when that measured better than every single method) as a calibration table: JSON {tensor: [min, max]}, written atomically.</source>
        <translation>将推荐方法（或 --method 指定的方法；若逐张量选方法的测量结果优于任何单一方法，则用逐张量的表）的范围写为校准表：JSON {张量: [最小值, 最大值]}，原子写入。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="98"/>
        <source>Write the quantized model again with the recommended method&apos;s ranges (or the one --method names; a method per tensor when that measured better than every single method): the same nodes and names, new activation scales and zero points and the biases that follow them; written atomically. Calibrate without an input by leaving it out of --calib.</source>
        <translation>用推荐方法（或 --method 指定的方法；若逐张量选方法的测量结果优于任何单一方法，则用逐张量的表）的范围重写量化模型：节点和名称不变，激活的 scale、zero point 及随之变化的偏置更新；原子写入。要去掉某个校准输入，请不要把它放进 --calib。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="104"/>
        <source>Set the recommended method (or the one --method names) in this config of the --toolchain (Pulsar2: quant.calibration_method; SigmaStar: its ranges as min/max in the calibrator&apos;s --quant_file JSON), keeping everything else in it; created when absent, the old one kept as a backup, the change shown as a diff.</source>
        <translation>把推荐方法（或 --method 指定的方法）写入 --toolchain 的这个配置（Pulsar2：quant.calibration_method；SigmaStar：其范围作为 min/max 写入校准器 --quant_file 的 JSON），保留其中其他所有内容；文件不存在时新建，旧文件保留为备份，改动以 diff 显示。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="118"/>
        <source>Also search a method per tensor: each tensor the range of the method that measured best for it, picked greedily on some eval inputs and checked on the others (about three times the lab&apos;s time).</source>
        <translation>同时搜索逐张量的校准方法：每个张量取对它测量效果最好的方法的范围，在一部分评估输入上贪心选取，在其余输入上检验（耗时约为校准实验的三倍）。</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="141"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="143"/>
        <source>give the float model (--float) and the quantized model (--quant)</source>
        <translation>请给出浮点模型（--float）和量化模型（--quant）</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="148"/>
        <source>unknown format &apos;%1&apos; (use json or md)</source>
        <translation>未知格式 &apos;%1&apos;（请用 json 或 md）</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="152"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="156"/>
        <source>--percentile must be a number from 50 to 100</source>
        <translation>--percentile 必须是 50 到 100 之间的数</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="159"/>
        <source>--samples must be a whole number from 0 to 1000</source>
        <translation>--samples 必须是 0 到 1000 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="164"/>
        <source>--config needs --toolchain: whose config it is</source>
        <translation>--config 需要 --toolchain：说明是哪个工具链的配置</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="187"/>
        <location filename="../app/cli_calibrate.cpp" line="254"/>
        <location filename="../app/cli_calibrate.cpp" line="262"/>
        <source>quantlens calibrate: %1
</source>
        <translation>quantlens calibrate：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_calibrate.cpp" line="202"/>
        <source>Running the models</source>
        <translation>正在运行模型</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli_calibrate.cpp" line="241"/>
        <source>quantlens calibrate: the ranges written are a method per tensor (from %1, %n tensors changed), which beat every single method
</source>
        <translation>
            <numerusform>quantlens calibrate：写出的范围是逐张量选方法的结果（以 %1 为起点，改动了 %n 个张量），它优于任何单一方法
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CalibrationExports</name>
    <message>
        <location filename="../app/calibration_exports.cpp" line="27"/>
        <location filename="../app/calibration_exports.cpp" line="52"/>
        <source>quantlens calibrate: %1
</source>
        <translation>quantlens calibrate：%1
</translation>
    </message>
    <message>
        <location filename="../app/calibration_exports.cpp" line="37"/>
        <source>quantlens calibrate: the previous %1 is kept as %2
</source>
        <translation>quantlens calibrate：原来的 %1 已保存为 %2
</translation>
    </message>
    <message>
        <location filename="../app/calibration_exports.cpp" line="60"/>
        <source>quantlens calibrate: %1 lists %2 calibration inputs, without %3 (measured: output cos %4 → %5)
</source>
        <translation>quantlens calibrate：%1 列出 %2 个校准输入，不含 %3（实测：输出余弦 %4 → %5）
</translation>
    </message>
</context>
<context>
    <name>CalibrationMethodOption</name>
    <message>
        <location filename="../app/calibration_method_option.cpp" line="28"/>
        <source>When the models run: start from the quantized model recalibrated by this method (%1) over the --calib inputs, as quantlens calibrate measures it; a tensor moved to 16 bit keeps the method&apos;s range.</source>
        <translation>运行模型时：从用此方法（%1）在 --calib 输入上重新校准后的量化模型出发（与 quantlens calibrate 的衡量方式相同）；移到 16 位的张量沿用该方法的范围。</translation>
    </message>
    <message>
        <location filename="../app/calibration_method_option.cpp" line="32"/>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../app/calibration_method_option.cpp" line="66"/>
        <source>calibration %1: output cosine %2 as the model is → %3; what follows starts from it</source>
        <translation>校准方法 %1：输出余弦相似度由模型现状的 %2 → %3；以下结果均以此为起点</translation>
    </message>
</context>
<context>
    <name>CalibrationStudyStep</name>
    <message>
        <location filename="../app/calibration_study_step.cpp" line="33"/>
        <source>Measuring the calibration methods and inputs</source>
        <translation>正在衡量校准方法与校准输入</translation>
    </message>
    <message>
        <location filename="../app/calibration_study_step.cpp" line="43"/>
        <source>Measuring the fix levers</source>
        <translation>正在测量各项修复手段</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <location filename="../app/cli_check.cpp" line="50"/>
        <source>A CI gate for quantized builds: runs the float and the quantized model on the inputs, measures every output&apos;s cosine and task agreement (top-1, decoded text, mask IoU, SQNR) and writes a JSON verdict. With --baseline (the verdict of a previous build) it exits 4 when an output got worse beyond the tolerance; 5 when the verdict is anomalous (nothing compared, the float model&apos;s outputs exactly, other inputs than the baseline&apos;s); else 0.</source>
        <translation>量化构建的 CI 关卡：在输入上运行浮点模型和量化模型，测量每个输出的余弦相似度和任务一致性（top-1、解码文本、掩码 IoU、SQNR），写出 JSON 判定。给出 --baseline（上一次构建的判定）时：某个输出变差超过容差则以 4 退出；判定异常（没有任何比较、与浮点模型输出完全相同、输入与基线不同）则以 5 退出；否则以 0 退出。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="57"/>
        <source>Float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="57"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="59"/>
        <source>The quantized ONNX model (QDQ) of this build.</source>
        <translation>本次构建的量化 ONNX 模型（QDQ）。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="59"/>
        <source>quant.onnx</source>
        <translation>quant.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="61"/>
        <source>An input (.npy or an image with its preprocessing; repeatable): the same set for every build.</source>
        <translation>输入（.npy，或带预处理设置的图像；可重复）：每次构建使用同一组输入。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="62"/>
        <source>[name=]file</source>
        <translation>[名称=]文件</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="64"/>
        <source>The verdict of the previous build (this command&apos;s JSON) to compare with.</source>
        <translation>用来比较的上一次构建的判定（本命令输出的 JSON）。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="64"/>
        <source>previous.json</source>
        <translation>previous.json</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="66"/>
        <source>How much lower an output&apos;s mean cosine may be than the baseline&apos;s (default 0.002).</source>
        <translation>输出的平均余弦相似度可以比基线低多少（默认 0.002）。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="66"/>
        <location filename="../app/cli_check.cpp" line="68"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="68"/>
        <source>How much lower an output&apos;s mean task agreement may be (default 0.01; SQNR outputs: 0.5 dB).</source>
        <translation>输出的平均任务一致性可以低多少（默认 0.01；按 SQNR 评价的输出为 0.5 dB）。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="70"/>
        <source>Write the verdict to this file.</source>
        <translation>把判定写入此文件。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="70"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="72"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认使用全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="72"/>
        <source>n</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="85"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="88"/>
        <source>give the float model (--float), the build&apos;s quantized model (--quant) and the inputs (--input)</source>
        <translation>请给出浮点模型（--float）、本次构建的量化模型（--quant）和输入（--input）</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="92"/>
        <source>a tolerance must be a number of at least 0</source>
        <translation>容差必须是不小于 0 的数</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="96"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="125"/>
        <source>Running the models</source>
        <translation>正在运行模型</translation>
    </message>
    <message>
        <location filename="../app/cli_check.cpp" line="136"/>
        <source>quantlens check: %1
</source>
        <translation>quantlens check：%1
</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/cli_common.cpp" line="75"/>
        <source>Interface language, e.g. zh_CN.</source>
        <translation>界面语言，例如 zh_CN。</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="75"/>
        <source>locale</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="82"/>
        <source>No progress or warnings on standard error (errors are always printed).</source>
        <translation>标准错误上不输出进度和警告（错误总会输出）。</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="89"/>
        <source>When the models run: only these graph outputs count (comma-separated, repeatable), e.g. a detector&apos;s heads without its auxiliary outputs. Default: every output.</source>
        <translation>运行模型时只计入这些图输出（逗号分隔，可重复给出），例如检测器的检测头而不含其辅助输出。默认：全部输出。</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="91"/>
        <source>names</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="97"/>
        <source>When the models run: calibration inputs (.npy files or images, or folders of them; repeatable; images as --preprocess-config or --mean/--std say). A tensor moved to 16 bit takes the range the float model gives it over them, as a toolchain recalibrating it does. Default: the range its 8-bit parameters represent.</source>
        <translation>运行模型时使用的校准输入（.npy 文件或图像，或存放它们的文件夹；可重复；图像按 --preprocess-config 或 --mean/--std 的设定预处理）。改为 16 位的张量取浮点模型在这些输入上给出的范围，与工具链重新校准时的做法相同。默认：取其 8 位参数所表示的范围。</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="101"/>
        <source>file|dir</source>
        <translation>文件|文件夹</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="107"/>
        <source>When the models run: judge this graph output&apos;s task as KIND (classification: top-1; sequence: the CTC text; mask: IoU at 0.5; regression: SQNR) instead of what its shape says, e.g. an [N, C] embedding as regression (repeatable).</source>
        <translation>运行模型时：将此图输出的任务按 KIND 评判（classification：top-1；sequence：CTC 文本；mask：阈值 0.5 的 IoU；regression：SQNR），而不是按其形状推断，例如把 [N, C] 的嵌入向量当作 regression（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="110"/>
        <source>name=kind</source>
        <translation>名称=类型</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="120"/>
        <source>--output-kind takes NAME=KIND with KIND classification, sequence, mask or regression, got &apos;%1&apos;</source>
        <translation>--output-kind 需要 NAME=KIND，KIND 为 classification、sequence、mask 或 regression，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="154"/>
        <source>quantlens %1: %2
Try &apos;quantlens %1 --help&apos;.
</source>
        <translation>quantlens %1：%2
请运行 &apos;quantlens %1 --help&apos; 查看用法。
</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="164"/>
        <source>quantlens %1: %2
</source>
        <translation>quantlens %1：%2
</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="10"/>
        <source>tensor &apos;%1&apos;</source>
        <translation>张量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="11"/>
        <source>node &apos;%1&apos;</source>
        <translation>节点 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="12"/>
        <source>byte %1</source>
        <translation>第 %1 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="13"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="14"/>
        <source>entry &apos;%1&apos;</source>
        <translation>条目 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="15"/>
        <source>member &apos;%1&apos;</source>
        <translation>成员 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="16"/>
        <source>key &apos;%1&apos;</source>
        <translation>键 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="17"/>
        <source>header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="18"/>
        <source>tensor #%1</source>
        <translation>张量 #%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="19"/>
        <source>item %1</source>
        <translation>第 %1 项</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="20"/>
        <source>item %1 (&apos;%2&apos;)</source>
        <translation>第 %1 项（&apos;%2&apos;）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="23"/>
        <source>tensor &apos;%1&apos;: byte %2</source>
        <translation>张量 &apos;%1&apos;：第 %2 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="24"/>
        <source>tensor &apos;%1&apos;: member &apos;%2&apos;</source>
        <translation>张量 &apos;%1&apos;：成员 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="25"/>
        <source>tensor &apos;%1&apos;: header</source>
        <translation>张量 &apos;%1&apos;：文件头</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="26"/>
        <source>tensor &apos;%1&apos;: %2</source>
        <translation>张量 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_positions.cpp" line="30"/>
        <source>%1 tensors, e.g. %2 (each one in the report&apos;s problem and match columns and the window&apos;s Problems panel)</source>
        <translation>%1 个张量，例如 %2（每一个都列在报告的 problem 和 match 列以及窗口的“问题”面板中）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="11"/>
        <source>INT16/U16 on this tensor: it is an input of the convolution %1</source>
        <translation>将此张量设为 INT16/U16：它是卷积 %1 的输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="13"/>
        <source>output of the convolution %1: 16 bit on the input of the convolution after it (%2); Pulsar2 takes U16 on %1 itself</source>
        <translation>卷积 %1 的输出：将其后卷积（%2）的输入设为 16 位；Pulsar2 可直接把 %1 设为 U16</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="17"/>
        <source>not a convolution input (SigmaStar sets INT16 on convolution inputs only): 16 bit on the convolutions before it (%1) and after it (%2); Pulsar2 takes U16 on this layer itself</source>
        <translation>不是卷积输入（SigmaStar 只能把卷积输入设为 INT16）：将其前面的卷积（%1）和后面的卷积（%2）设为 16 位；Pulsar2 可直接把此层设为 U16</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="21"/>
        <source>no convolution input change can help: no convolution lies within a few ops of it (attention, LayerNorm), and SigmaStar sets INT16 only on convolution inputs; toolchains that can, set 16 bit on this layer itself</source>
        <translation>改卷积输入无济于事：它附近几个算子内没有卷积（注意力、LayerNorm），而 SigmaStar 只能在卷积输入上设 INT16；支持的工具链可直接把这一层设为 16 位</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="25"/>
        <source>16 bit on this layer</source>
        <translation>将此层设为 16 位</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="27"/>
        <source>an inspection limit must be a number of 0 or more, got %1</source>
        <translation>检查阈值必须是不小于 0 的数，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="30"/>
        <source>no dumps to read this tensor from</source>
        <translation>没有可读取此张量的 dump</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="32"/>
        <source>no run compared this tensor, so there is nothing to show</source>
        <translation>没有运行比较过此张量，无可显示内容</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="35"/>
        <source>its file %1 cannot be read: %2</source>
        <translation>其文件 %1 无法读取：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="36"/>
        <source>missing in both dumps</source>
        <translation>两个 dump 中都没有</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="37"/>
        <source>missing in the reference dump</source>
        <translation>参考 dump 中没有</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="38"/>
        <source>missing in the candidate dump</source>
        <translation>对比 dump 中没有</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="39"/>
        <source>shape mismatch: reference %1, candidate %2</source>
        <translation>形状不一致：参考 %1，对比 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="41"/>
        <source>file name &apos;%1&apos; could stand for several tensors; give the dump a manifest.json</source>
        <translation>文件名 &apos;%1&apos; 可能对应多个张量；请为该 dump 提供 manifest.json</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="43"/>
        <source>candidate shape %1 read as %2 to match the reference %3</source>
        <translation>对比张量形状 %1 按 %2 读取，以对齐参考形状 %3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="45"/>
        <source>read as NHWC: its shape fits both layouts and the NCHW reading gave cos %1; add a manifest.json with &quot;layout&quot; to be sure</source>
        <translation>按 NHWC 读取：其形状两种布局都符合，按 NCHW 读取的余弦为 %1；如需确定，请添加带 &quot;layout&quot; 的 manifest.json</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="49"/>
        <source>shapes differ by size-1 dimensions and the data is not in row-major order</source>
        <translation>形状只差长度为 1 的维度，但数据不是行优先顺序</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="52"/>
        <source>the %1 dump&apos;s shape %2 does not fit the model&apos;s %3</source>
        <translation>%1 dump 中的形状 %2 与模型的 %3 不符</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="53"/>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="54"/>
        <source>exact name</source>
        <translation>名称完全一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="55"/>
        <source>quantized model&apos;s name</source>
        <translation>量化模型中的名称</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="56"/>
        <source>file-name form of the name</source>
        <translation>名称的文件名形式</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="57"/>
        <source>its layer&apos;s name (&lt;layer&gt;_output&lt;k&gt;)</source>
        <translation>其所在层的名称（&lt;layer&gt;_output&lt;k&gt;）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="58"/>
        <source>your tensor map</source>
        <translation>您的张量映射</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="60"/>
        <source>matched by structure (position, shape, statistics)</source>
        <translation>按结构匹配（位置、形状、统计量）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="62"/>
        <source>%1 tensors of run &apos;%2&apos; have no name in common with the float model and were matched by structure (position, shape, statistics); the least sure at confidence %3. Check them, and correct any in a tensor map (--tensor-map, or Analysis ▸ Tensor map in the window)</source>
        <translation>运行 &apos;%2&apos; 中有 %1 个张量与浮点模型没有相同的名称，已按结构（位置、形状、统计量）匹配；其中最不确定的一个置信度为 %3。请检查这些张量，并在张量映射中更正有误的匹配（--tensor-map，或窗口中的 分析 ▸ 张量映射）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="66"/>
        <source>%1 ← %2 (confidence %3)</source>
        <translation>%1 ← %2（置信度 %3）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="68"/>
        <source>the tensor map names &apos;%1&apos;, which the float model does not have</source>
        <translation>张量映射中的 &apos;%1&apos; 在浮点模型中不存在</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="70"/>
        <source>the tensor map gives &apos;%1&apos; for &apos;%2&apos;, but run &apos;%3&apos; has no such entry</source>
        <translation>张量映射为 &apos;%2&apos; 指定了 &apos;%1&apos;，但运行 &apos;%3&apos; 中没有这个条目</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="71"/>
        <source>cannot read the tensor map</source>
        <translation>无法读取张量映射</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="72"/>
        <source>larger than %1 MiB: not a tensor map</source>
        <translation>大于 %1 MiB：不是张量映射</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="73"/>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="74"/>
        <source>&quot;format&quot; must be &quot;%1&quot;</source>
        <translation>&quot;format&quot; 必须为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="75"/>
        <source>&quot;version&quot; must be an integer up to %1</source>
        <translation>&quot;version&quot; 必须是不大于 %1 的整数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="77"/>
        <source>&quot;tensors&quot; must be an object of float tensor → dump entry names</source>
        <translation>&quot;tensors&quot; 必须是由 浮点张量名 → dump 条目名 构成的对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="79"/>
        <source>the dump entry must be a non-empty string</source>
        <translation>dump 条目必须是非空字符串</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="82"/>
        <location filename="../core/util/messages_report_page.cpp" line="51"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="83"/>
        <location filename="../core/util/messages_report_page.cpp" line="52"/>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="84"/>
        <location filename="../core/util/messages_report_page.cpp" line="53"/>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="85"/>
        <location filename="../core/util/messages_report_page.cpp" line="54"/>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="86"/>
        <source>cosine is undefined (no finite element pair)</source>
        <translation>余弦无定义（没有两侧都有限的元素）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="88"/>
        <source>the candidate has %1 NaN/Inf values, the reference %2</source>
        <translation>对比侧有 %1 个 NaN/Inf 值，参考侧有 %2 个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="89"/>
        <location filename="../core/util/messages_analysis.cpp" line="90"/>
        <source>cos %1 &lt; %2</source>
        <translation>余弦 %1 &lt; %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="91"/>
        <source>SigmaStar relative L1 %1 &gt; %2</source>
        <translation>SigmaStar 相对 L1 %1 &gt; %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="92"/>
        <source>cos %1 ≥ %2</source>
        <translation>余弦 %1 ≥ %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="95"/>
        <source>cosine thresholds must lie between -1 and 1</source>
        <translation>余弦阈值必须在 -1 到 1 之间</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="97"/>
        <source>the fail level (cos %1) must not be above the warning level (cos %2)</source>
        <translation>失败阈值（余弦 %1）不能高于警告阈值（余弦 %2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="98"/>
        <source>the relative L1 threshold must be 0 (off) or more</source>
        <translation>相对 L1 阈值必须为 0（关闭）或更大</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="105"/>
        <source>&apos;%1&apos; is no output kind: classification, sequence, mask or regression</source>
        <translation>&apos;%1&apos; 不是输出类型：应为 classification、sequence、mask 或 regression</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="107"/>
        <source>%1 runs to compare; at most %2 can be compared at once</source>
        <translation>要比较 %1 个运行；一次最多只能比较 %2 个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="109"/>
        <source>the runs &apos;%1&apos; and &apos;%2&apos; are the same dump; give each dump once</source>
        <translation>运行“%1”和“%2”是同一份 dump；每份 dump 只需给出一次</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="111"/>
        <source>%1 more warnings like the %2 above are not listed</source>
        <translation>另有 %1 条与上面 %2 条同类的警告未列出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="116"/>
        <source>not a data-set journal QuantLens wrote; give a new file name for --journal (this file is left as it is)</source>
        <translation>不是 QuantLens 写的数据集记录文件；请为 --journal 给一个新文件名（此文件保持不变）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="120"/>
        <source>a journal of other models (or models changed since): its results do not apply; give a new file name for --journal, or delete this one to start over</source>
        <translation>这是其他模型的记录文件（或模型此后已改变）：其结果不适用；请为 --journal 给一个新文件名，或删除此文件从头开始</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="125"/>
        <source>measured on the %1 worst of %2 inputs (bad cases first) and %3 others drawn at random (seed %4); --measure-inputs all measures on every input</source>
        <translation>在 %2 个输入中最差的 %1 个（坏例优先）和随机抽取的另外 %3 个上测量（种子 %4）；--measure-inputs all 在每个输入上测量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="130"/>
        <source>nothing compared: no output of the models was measured</source>
        <translation>没有任何比较：没有测量到模型的任何输出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="132"/>
        <source>every output equals the float model&apos;s exactly: the model checked is not quantized (or is the float model)</source>
        <translation>每个输出都与浮点模型完全相同：被检查的模型没有量化（或者就是浮点模型）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="136"/>
        <source>no baseline: this verdict is what the next build is checked against (--baseline)</source>
        <translation>没有基线：本次判定将作为下一次构建的比较基准（--baseline）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="139"/>
        <source>%1 of the %2 inputs are not those %3 was measured on (by content): the builds cannot be compared</source>
        <translation>%2 个输入中有 %1 个不是 %3 测量时所用的输入（按内容判断）：两次构建无法比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="142"/>
        <source>output %1: mean cosine %2, the baseline&apos;s %3 (tolerance %4)</source>
        <translation>输出 %1：平均余弦相似度 %2，基线为 %3（容差 %4）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="144"/>
        <source>output %1 (%2): mean agreement %3, the baseline&apos;s %4 (tolerance %5)</source>
        <translation>输出 %1（%2）：平均一致性 %3，基线为 %4（容差 %5）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="146"/>
        <source>no output of this build is in %1: the builds cannot be compared</source>
        <translation>本次构建的输出都不在 %1 中：两次构建无法比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="148"/>
        <source>not a verdict quantlens check wrote (JSON with verdict, inputs, outputs)</source>
        <translation>不是 quantlens check 写出的判定（应为含 verdict、inputs、outputs 的 JSON）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="150"/>
        <source>every output within the tolerance of %1</source>
        <translation>每个输出都在 %1 的容差之内</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="204"/>
        <source>run &apos;%1&apos; was not given the input run &apos;%2&apos; was: cos %3, relative error %4 at the graph input. Every comparison after it mixes two inputs; &apos;quantlens triage&apos; tells which preprocessing step differs (channel order, mean/std, layout) or that it is another input</source>
        <translation>运行“%1”的输入与运行“%2”的不同：图输入处 cos %3，相对误差 %4。之后的每个比较都混合了两个输入；“quantlens triage”会指出是哪一步预处理不同（通道顺序、均值/标准差、布局），或者根本是另一个输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="209"/>
        <source>run &apos;%1&apos; got the same input, but the quantized model&apos;s input quantization cannot hold it: cos %2 after quantizing it, as quantizing the float input gives (%3); %4 of %5 values lie beyond the input&apos;s calibrated range and are clipped. Give inputs like the calibration data, or recalibrate with inputs like this one</source>
        <translation>运行“%1”得到的是同一输入，但量化模型的输入量化无法容纳它：量化后 cos 为 %2，与量化浮点输入所得一致（%3）；%5 个值中有 %4 个超出输入的校准范围而被截断。请提供与校准数据相似的输入，或用类似此输入的数据重新校准</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="220"/>
        <source>shape %1 does not match the reference&apos;s %2 (%3)</source>
        <translation>形状 %1 与参考的形状 %2（%3）不一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="222"/>
        <source>holds %1 elements, but %2 were listed (file changed?)</source>
        <translation>包含 %1 个元素，但列出时是 %2 个（文件被修改过？）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="224"/>
        <source>the file became shorter while it was read (written again by another program?): compare again once it is complete</source>
        <translation>读取过程中文件变短了（可能正被其他程序重写？）：请在文件写完后重新比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="228"/>
        <source>ended before its data was read (did the file change while it was read?)</source>
        <translation>在数据读完之前就结束了（读取期间文件被改动了吗？）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="230"/>
        <source>not computed (cancelled)</source>
        <translation>未计算（已取消）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="232"/>
        <source>holds %1 integers of a tensor quantized at run time (DynamicQuantizeLinear): its scale is in no file, so the integers cannot be dequantized and compared; dump the float tensor instead</source>
        <translation>包含运行时量化（DynamicQuantizeLinear）张量的 %1 个整数：其 scale 不在任何文件中，因此无法将这些整数反量化并进行比较；请改为 dump 浮点张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="10"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="11"/>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="13"/>
        <source>not a regular file (a named pipe, a device or a socket, perhaps behind a link): nothing is read from it</source>
        <translation>不是普通文件（命名管道、设备或套接字，可能经由链接）：不会从中读取任何内容</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="16"/>
        <source>is a folder; give a file</source>
        <translation>是一个文件夹；请给出文件</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="18"/>
        <source>is %1, more than the %2 QuantLens reads for a file of this kind</source>
        <translation>大小为 %1，超过 QuantLens 对此类文件读取的上限 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="19"/>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="20"/>
        <source>not enough memory to read its %1</source>
        <translation>内存不足，无法读取其 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="22"/>
        <source>the relative path &apos;%1&apos; leads out of this file&apos;s folder; write a path outside it as an absolute path</source>
        <translation>相对路径“%1”指向了本文件所在文件夹之外；该文件夹之外的路径请写成绝对路径</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="25"/>
        <source>cannot map into memory: %1</source>
        <translation>无法映射到内存：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="28"/>
        <source>cannot write: the folder %1 does not exist</source>
        <translation>无法写入：文件夹 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="29"/>
        <source>cannot write: %1 is not a folder</source>
        <translation>无法写入：%1 不是文件夹</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="30"/>
        <source>cannot create a temporary file in %1: %2</source>
        <translation>无法在 %1 中创建临时文件：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="31"/>
        <source>write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="32"/>
        <source>cannot replace the file: %1</source>
        <translation>无法替换文件：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="33"/>
        <source>cannot write: this is a folder; give a file name</source>
        <translation>无法写入：这是一个文件夹；请给出文件名</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="35"/>
        <source>refusing to write onto a block device (a disk); give a file name</source>
        <translation>拒绝写入块设备（磁盘）；请给出文件名</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="37"/>
        <source>cannot write: this is a socket, not a file; give a file name</source>
        <translation>无法写入：这是套接字而不是文件；请给出文件名</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="39"/>
        <source>cannot write: no program is reading from this named pipe</source>
        <translation>无法写入：没有程序在读取这个命名管道</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="40"/>
        <source>cannot open for writing: %1</source>
        <translation>无法以写入方式打开：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="41"/>
        <source>cannot build the zip archive: %1</source>
        <translation>无法生成 zip 归档：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="43"/>
        <source>cannot build the zip archive: it could not be read back</source>
        <translation>无法生成 zip 归档：生成后无法读回</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="46"/>
        <source>cannot open the workspace file</source>
        <translation>无法打开工作区文件</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="48"/>
        <source>not a QuantLens workspace (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>不是 QuantLens 工作区文件（&quot;format&quot; 必须为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="50"/>
        <source>written by a newer QuantLens (version %1); this one reads version %2</source>
        <translation>由更新版本的 QuantLens 写入（版本 %1）；当前版本只能读取版本 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="51"/>
        <location filename="../core/util/messages_files.cpp" line="56"/>
        <location filename="../core/util/messages_precision.cpp" line="11"/>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="52"/>
        <source>unexpected content: %1</source>
        <translation>内容不符合预期：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="53"/>
        <source>the workspace has no &quot;inputs&quot; object</source>
        <translation>工作区缺少 &quot;inputs&quot; 对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="58"/>
        <source>nested more than %1 levels deep: not a file QuantLens writes or reads</source>
        <translation>嵌套超过 %1 层：不是 QuantLens 写入或读取的文件</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="61"/>
        <source>must be text in quotes, not %1</source>
        <translation>必须是带引号的文本，而不是 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="62"/>
        <source>must be a number, not %1</source>
        <translation>必须是数字，而不是 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="63"/>
        <source>must be true or false, not %1</source>
        <translation>必须是 true 或 false，而不是 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="64"/>
        <source>must be an object ({ … }), not %1</source>
        <translation>必须是对象（{ … }），而不是 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_files.cpp" line="65"/>
        <source>must be a list ([ … ]), not %1</source>
        <translation>必须是列表（[ … ]），而不是 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="101"/>
        <source>no candidate dump to compare with</source>
        <translation>没有可供比较的对比 dump</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="103"/>
        <source>two runs are labelled &apos;%1&apos;; give each run a label of its own</source>
        <translation>有两个运行的标签都是 &apos;%1&apos;；请为每个运行指定不同的标签</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="112"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="152"/>
        <source>no tensor could be compared: none of the %1 entries of the reference dump is named like a tensor of the model; is it a dump of this model?</source>
        <translation>没有可比较的张量：参考 dump 的 %1 个条目没有一个与模型中的张量同名；它是这个模型的 dump 吗？</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="156"/>
        <source>no tensor could be compared: none of the %1 entries of the %2 dump is named like a tensor of the model; is it a dump of this model?</source>
        <translation>没有可比较的张量：%2 dump 的 %1 个条目没有一个与模型中的张量同名；它是这个模型的 dump 吗？</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="160"/>
        <source>no tensor could be compared: the dumps&apos; tensors have the model&apos;s names but other shapes: they come from another model or another input size</source>
        <translation>没有可比较的张量：dump 中的张量与模型同名但形状不同：它们来自另一个模型或另一种输入尺寸</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="164"/>
        <source>no tensor could be compared: the two dumps hold the same names with other shapes: they come from different models or inputs</source>
        <translation>没有可比较的张量：两个 dump 中同名张量的形状不同：它们来自不同的模型或输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="168"/>
        <source>no tensor could be compared: none of the matched tensors could be read</source>
        <translation>没有可比较的张量：匹配到的张量都无法读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="171"/>
        <source>only %1 of the model&apos;s %2 tensors were compared against %3 (%4 %); the rest are listed as not compared</source>
        <translation>模型的 %2 个张量中只有 %1 个与 %3 做了比较（%4 %）；其余列为未比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="175"/>
        <source>%1 of %2 tensors in the %3 dump have shapes the model does not produce for this input (e.g. %4): those were not compared; the dump may come from another model</source>
        <translation>%3 dump 中 %2 个张量里有 %1 个的形状不是模型对该输入会产生的形状（例如 %4）：这些张量未比较；该 dump 可能来自另一个模型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="179"/>
        <source>the %3 dump does not belong to this model: %1 of its %2 tensors that the model names have shapes the model does not produce for this input (e.g. %4); those were not compared</source>
        <translation>%3 dump 不属于这个模型：其中与模型同名的 %2 个张量里有 %1 个的形状不是模型对该输入会产生的形状（例如 %4）；这些张量未比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="183"/>
        <source>the quantized model does not match the float model: %1 of %2 tensors they share have other shapes (e.g. %3); its quantization parameters are not used. Check --quant, or leave it out</source>
        <translation>量化模型与浮点模型不匹配：二者共有的 %2 个张量中有 %1 个形状不同（例如 %3）；其量化参数不予使用。请检查 --quant，或不指定它</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="187"/>
        <source>%1 tensors have another shape in the quantized model than in the float model (e.g. %2); their quantization parameters are not used</source>
        <translation>有 %1 个张量在量化模型中的形状与浮点模型不同（例如 %2）；其量化参数不予使用</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="191"/>
        <source>the quantized model&apos;s operators differ from the float model&apos;s: only %1 % of them agree (%2 float nodes, %3 quantized without Quantize/Dequantize); is it a quantization of this model?</source>
        <translation>量化模型的算子与浮点模型不同：只有 %1 % 一致（浮点 %2 个节点，量化模型去掉 Quantize/Dequantize 后 %3 个）；它是这个模型的量化版本吗？</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="195"/>
        <source>the quantized model&apos;s graph inputs (%1) differ from the float model&apos;s (%2)</source>
        <translation>量化模型的图输入（%1）与浮点模型的（%2）不同</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="198"/>
        <source>only %1 of the float model&apos;s %2 tensors appear in the quantized model</source>
        <translation>浮点模型的 %2 个张量中只有 %1 个出现在量化模型中</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="200"/>
        <source>the reference dump looks quantized (%1 of %2 sampled tensors hold at most 256 distinct values) while the %3 dump does not: are --float-dump and --quant-dump swapped?</source>
        <translation>参考 dump 看起来是量化过的（抽样的 %2 个张量中有 %1 个最多只有 256 个不同取值），而 %3 dump 不是：--float-dump 和 --quant-dump 是否写反了？</translation>
    </message>
    <message>
        <location filename="../core/util/messages_analysis.cpp" line="215"/>
        <source>shape inference failed (%1); dump shapes were checked against the shapes the model declares only</source>
        <translation>形状推导失败（%1）；dump 的形状只与模型声明的形状做了核对</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="10"/>
        <source>not a zip archive (%1 bytes, too short)</source>
        <translation>不是 zip 压缩包（%1 字节，太短）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="12"/>
        <source>not a zip archive (no end of central directory record)</source>
        <translation>不是 zip 压缩包（没有中央目录结束记录）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="13"/>
        <source>multi-disk zip archives are not supported</source>
        <translation>不支持分卷 zip 压缩包</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="15"/>
        <source>corrupt zip: Zip64 end of central directory record not found</source>
        <translation>zip 已损坏：找不到 Zip64 中央目录结束记录</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="17"/>
        <source>corrupt zip: central directory lies outside the file (truncated?)</source>
        <translation>zip 已损坏：中央目录超出了文件范围（文件被截断？）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="19"/>
        <source>corrupt zip: %1 entries cannot fit in a central directory of %2 bytes</source>
        <translation>zip 已损坏：%2 字节的中央目录放不下 %1 个条目</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="20"/>
        <source>corrupt zip: central directory entry %1 is damaged</source>
        <translation>zip 已损坏：中央目录条目 %1 已损坏</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="22"/>
        <source>corrupt zip: central directory entry %1 is cut short</source>
        <translation>zip 已损坏：中央目录条目 %1 不完整</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="24"/>
        <source>corrupt zip: bad Zip64 extra field for member &apos;%1&apos;</source>
        <translation>zip 已损坏：成员 &apos;%1&apos; 的 Zip64 扩展字段有误</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="26"/>
        <source>corrupt zip: no local file header at byte %1 (truncated?)</source>
        <translation>zip 已损坏：第 %1 字节处没有本地文件头（文件被截断？）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="28"/>
        <source>corrupt zip: local file header runs past the end of the file</source>
        <translation>zip 已损坏：本地文件头超出了文件末尾</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="29"/>
        <source>corrupt zip: local header names &apos;%1&apos;</source>
        <translation>zip 已损坏：本地文件头中的名称是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="31"/>
        <source>member data (%1 bytes from byte %2) runs past the end of the file (truncated)</source>
        <translation>成员数据（从第 %2 字节起共 %1 字节）超出了文件末尾（文件被截断）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="35"/>
        <source>not a zip archive (file is empty)</source>
        <translation>不是 zip 压缩包（文件为空）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="36"/>
        <source>encrypted members are not supported</source>
        <translation>不支持加密的成员</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="38"/>
        <source>compression method %1 is not supported (only stored and deflate)</source>
        <translation>不支持压缩方法 %1（只支持 stored 和 deflate）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="39"/>
        <source>corrupt zip: stored member&apos;s sizes disagree</source>
        <translation>zip 已损坏：未压缩（stored）成员的压缩前与压缩后大小不一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="40"/>
        <source>member appears twice in the archive</source>
        <translation>该成员在压缩包中出现了两次</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="41"/>
        <source>archive contains no .npy members</source>
        <translation>压缩包中没有 .npy 成员</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="42"/>
        <source>cannot read archive: %1</source>
        <translation>无法读取压缩包：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="43"/>
        <source>no such array in the archive</source>
        <translation>压缩包中没有这个数组</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="44"/>
        <source>cannot read header: %1</source>
        <translation>无法读取文件头：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="45"/>
        <source>cannot read member: %1</source>
        <translation>无法读取成员：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="50"/>
        <source>cannot inflate member: inflates to more than the %1 bytes the directory states</source>
        <translation>无法解压成员：解压后超过了目录中声明的 %1 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="53"/>
        <source>member inflates to %1 bytes, not the %2 the directory states (truncated or corrupt)</source>
        <translation>成员解压后为 %1 字节，而不是目录中声明的 %2 字节（被截断或已损坏）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="56"/>
        <source>payload is shorter than shape %1 needs (truncated member)</source>
        <translation>数据比形状 %1 所需的短（成员被截断）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="58"/>
        <source>the member&apos;s bytes do not match their CRC-32 checksum: the archive is corrupt (copy it again)</source>
        <translation>该成员的字节与其 CRC-32 校验和不符：归档文件已损坏（请重新拷贝）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="61"/>
        <source>the array needs %1 in memory once inflated, more than the %2 allowed (half of this machine&apos;s memory); save it uncompressed (np.savez) so it is read from disk as it is compared</source>
        <translation>该数组解压后需要 %1 内存，超过允许的 %2（本机内存的一半）；请以不压缩方式保存（np.savez），以便比较时直接从磁盘读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="64"/>
        <source>not enough memory to inflate %1 bytes</source>
        <translation>内存不足，无法解压 %1 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="67"/>
        <source>cannot open manifest</source>
        <translation>无法打开 manifest</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="68"/>
        <source>cannot read manifest: %1</source>
        <translation>无法读取 manifest：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="69"/>
        <location filename="../core/util/messages_model.cpp" line="161"/>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="70"/>
        <source>manifest must be a JSON object</source>
        <translation>manifest 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="72"/>
        <source>not a QuantLens dump manifest (no &quot;format&quot;: &quot;quantlens-dump&quot;), so it is ignored and tensors are matched by file names</source>
        <translation>不是 QuantLens 的 dump 清单（没有 &quot;format&quot;: &quot;quantlens-dump&quot;），因此忽略它，按文件名匹配张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="76"/>
        <source>not a QuantLens dump manifest (&quot;format&quot; must be &quot;%1&quot;, found nothing)</source>
        <translation>不是 QuantLens dump 的 manifest（&quot;format&quot; 必须为 &quot;%1&quot;，但文件中没有）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="79"/>
        <source>not a QuantLens dump manifest (&quot;format&quot; must be &quot;%1&quot;, found %2)</source>
        <translation>不是 QuantLens dump 的 manifest（&quot;format&quot; 必须为 &quot;%1&quot;，实际为 %2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="81"/>
        <source>unsupported manifest version (none) (this build reads version %1)</source>
        <translation>manifest 没有注明版本（当前版本只能读取版本 %1）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="83"/>
        <source>unsupported manifest version %1 (this build reads version %2)</source>
        <translation>不支持的 manifest 版本 %1（当前版本只能读取版本 %2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="84"/>
        <source>&quot;layout&quot; must be a string such as &quot;NCHW&quot;</source>
        <translation>&quot;layout&quot; 必须是字符串，例如 &quot;NCHW&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="86"/>
        <source>&quot;layout&quot; is &apos;%1&apos;; QuantLens reads &quot;NCHW&quot; and &quot;NHWC&quot;</source>
        <translation>&quot;layout&quot; 为“%1”；QuantLens 只读取 &quot;NCHW&quot; 和 &quot;NHWC&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="88"/>
        <source>lists more than %1 tensors, more than any model QuantLens reads</source>
        <translation>列出了超过 %1 个张量，超出了 QuantLens 可读取的任何模型的规模</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="90"/>
        <source>the manifest is %1 MiB; QuantLens reads manifests of up to %2 MiB</source>
        <translation>清单文件大小为 %1 MiB；QuantLens 只读取不超过 %2 MiB 的清单</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="91"/>
        <source>missing &quot;tensors&quot; list</source>
        <translation>缺少 &quot;tensors&quot; 列表</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="92"/>
        <source>each item of &quot;tensors&quot; must be an object</source>
        <translation>&quot;tensors&quot; 中的每一项都必须是对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="93"/>
        <source>missing &quot;name&quot; (a non-empty string)</source>
        <translation>缺少 &quot;name&quot;（非空字符串）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="95"/>
        <source>missing &quot;file&quot; (a path relative to the manifest)</source>
        <translation>缺少 &quot;file&quot;（相对于 manifest 的路径）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="97"/>
        <source>file &apos;%1&apos; points outside the dump directory (absolute path or &apos;..&apos;)</source>
        <translation>文件 &apos;%1&apos; 指向 dump 目录之外（绝对路径或含有 &apos;..&apos;）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="99"/>
        <source>&quot;member&quot;, &quot;dtype&quot;, &quot;op_type&quot; and &quot;op_name&quot; must be strings</source>
        <translation>&quot;member&quot;、&quot;dtype&quot;、&quot;op_type&quot; 和 &quot;op_name&quot; 必须是字符串</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="100"/>
        <source>&quot;order&quot; must be an integer (-1 when unknown)</source>
        <translation>&quot;order&quot; 必须是整数（未知时为 -1）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="101"/>
        <source>&quot;shape&quot; must be a list of non-negative integers</source>
        <translation>&quot;shape&quot; 必须是非负整数列表</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="103"/>
        <source>duplicate tensor name: listed as tensor #%1 and tensor #%2</source>
        <translation>张量名称重复：张量 #%1 和张量 #%2 同名</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="106"/>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="107"/>
        <source>neither a directory nor a regular file</source>
        <translation>既不是目录，也不是普通文件</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="109"/>
        <source>not a dump directory nor a dump file of a known format (%1)</source>
        <translation>既不是 dump 目录，也不是已知格式的 dump 文件（%1）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="112"/>
        <source>no dump files of a known format in this directory (%1)</source>
        <translation>此目录中没有已知格式的 dump 文件（%1）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="121"/>
        <source>none of the %1 dump files could be read</source>
        <translation>%1 个 dump 文件都无法读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="122"/>
        <source>none of the file&apos;s tensors could be read</source>
        <translation>文件中的张量都无法读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="124"/>
        <source>the file holds %1 tensors: the manifest must name one as &quot;member&quot;</source>
        <translation>该文件包含 %1 个张量：manifest 必须用 &quot;member&quot; 指明其中一个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="125"/>
        <source>the file holds no tensor &apos;%1&apos;</source>
        <translation>该文件中没有张量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="128"/>
        <source>NumPy arrays</source>
        <translation>NumPy 数组</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="129"/>
        <source>NumPy archives</source>
        <translation>NumPy 压缩包</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="130"/>
        <source>SigmaStar tensor dumps</source>
        <translation>SigmaStar 张量 dump</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="131"/>
        <source>Pulsar2 per-layer outputs (raw float32)</source>
        <translation>Pulsar2 逐层输出（原始 float32）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="132"/>
        <source>NNIE mapper per-layer outputs (mapper_quant .hex)</source>
        <translation>NNIE mapper 逐层输出（mapper_quant .hex）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="134"/>
        <source>&apos;%1&apos; is not a 32-bit hex value (one 20.12 fixed-point value per line)</source>
        <translation>&apos;%1&apos; 不是 32 位十六进制数（每行一个 20.12 定点数）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="136"/>
        <source>%1 values where its name (C_H_W) says %2: the file is cut off or not this layer&apos;s</source>
        <translation>文件有 %1 个值，而文件名（C_H_W）表明应为 %2 个：文件被截断，或不是该层的输出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="140"/>
        <source>not named &lt;layer&gt;_output&lt;id&gt;_&lt;C&gt;_&lt;H&gt;_&lt;W&gt;_quant.linear.hex</source>
        <translation>文件名不符合 &lt;layer&gt;_output&lt;id&gt;_&lt;C&gt;_&lt;H&gt;_&lt;W&gt;_quant.linear.hex</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="142"/>
        <source>%1 bytes is not a whole number of float32 values (raw per-layer output)</source>
        <translation>%1 字节不是整数个 float32 值（原始逐层输出）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="145"/>
        <source>the file changed since it was listed: %1 bytes, %2 expected</source>
        <translation>文件在列出后被修改过：%1 字节，应为 %2 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="110"/>
        <source>cannot open dump set: %1</source>
        <translation>无法打开 dump：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="47"/>
        <source>cannot inflate member: its compressed data are damaged or cut short (copy the archive again)</source>
        <translation>无法解压成员：其压缩数据已损坏或不完整（请重新复制该压缩包）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="111"/>
        <source>cannot list directory: %1</source>
        <translation>无法列出目录内容：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="113"/>
        <source>duplicate tensor name, given by both %1 and %2</source>
        <translation>张量名称重复：%1 和 %2 给出的名称相同</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="115"/>
        <source>manifest shape %1 disagrees with the file&apos;s %2; tensor left out</source>
        <translation>manifest 中的形状 %1 与文件中的 %2 不一致；已略过该张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="117"/>
        <source>manifest dtype &apos;%1&apos; disagrees with the file&apos;s %2; tensor left out</source>
        <translation>manifest 中的 dtype &apos;%1&apos; 与文件中的 %2 不一致；已略过该张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="118"/>
        <source>manifest lists no tensors</source>
        <translation>manifest 中没有列出任何张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="120"/>
        <source>none of the %1 tensors listed could be read</source>
        <translation>列出的 %1 个张量都无法读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="146"/>
        <source>no tensor of that name in this dump set</source>
        <translation>该 dump 中没有这个名称的张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="147"/>
        <source>archive was not opened</source>
        <translation>压缩包未打开</translation>
    </message>
    <message>
        <location filename="../core/util/messages_dumps.cpp" line="148"/>
        <source>cannot read tensor: %1</source>
        <translation>无法读取张量：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="10"/>
        <source>not a Caffe network prototxt: %1</source>
        <translation>不是 Caffe 网络 prototxt：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="12"/>
        <source>its weights are missing: put the .caffemodel of the same name beside it, or give --caffemodel</source>
        <translation>缺少权重：请把同名的 .caffemodel 放在旁边，或用 --caffemodel 指定</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="14"/>
        <source>not a Caffe .caffemodel (NetParameter)</source>
        <translation>不是 Caffe .caffemodel（NetParameter）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="15"/>
        <source>is empty: not a Caffe .caffemodel</source>
        <translation>是空文件：不是 Caffe .caffemodel</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="17"/>
        <source>is an ONNX model, not a Caffe .caffemodel: open the .onnx file itself as the model</source>
        <translation>是 ONNX 模型，不是 Caffe .caffemodel：请直接把该 .onnx 文件作为模型打开</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="20"/>
        <source>a Caffe model in the old V1 layout (layers, not layer): upgrade it with Caffe&apos;s upgrade_net_proto_binary first</source>
        <translation>这是旧 V1 格式的 Caffe 模型（layers 而非 layer）：请先用 Caffe 的 upgrade_net_proto_binary 升级</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="24"/>
        <source>%1 layers cannot be read: %2</source>
        <translation>有 %1 个层无法读取：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="25"/>
        <source>%1 (type %2 is not supported)</source>
        <translation>%1（不支持类型 %2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="26"/>
        <source>%1 (%2 is not supported)</source>
        <translation>%1（不支持 %2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="28"/>
        <source>%1 (the .caffemodel has fewer than its %2 weight blobs)</source>
        <translation>%1（.caffemodel 中的权重 blob 少于 %2 个）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="29"/>
        <source>%1 (no bottom or no top)</source>
        <translation>%1（没有 bottom 或 top）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="31"/>
        <source>%1 values written in place got names of their own, as the NNIE mapper splits in-place layers (the blob&apos;s name goes to the last layer writing it; a Caffe dump of the blob holds that value), e.g. %2</source>
        <translation>有 %1 个原地写入的值各自获得了名称，与 NNIE mapper 拆分原地层的做法一致（blob 的名称归最后写入它的层；Caffe 导出的该 blob 就是这个值），例如 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="35"/>
        <source>empty file: not an ONNX model</source>
        <translation>文件为空：不是 ONNX 模型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="37"/>
        <source>the model is larger than 2 GiB, which protobuf cannot parse; such models keep their weights in external data files</source>
        <translation>模型大于 2 GiB，protobuf 无法解析；这么大的模型应把权重放在外部数据文件中</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="41"/>
        <source>the model nests deeper than the ONNX parser reads (protobuf stops at 100 nested messages, about %2 levels of If, Loop or Scan bodies; this model&apos;s bodies nest %1 levels)</source>
        <translation>该模型的嵌套层数超过了 ONNX 解析器的读取上限（protobuf 最多读取 100 层嵌套消息，约合 %2 层 If、Loop 或 Scan 分支体；该模型的分支体嵌套了 %1 层）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="44"/>
        <source>not a valid ONNX model (protobuf parse failed)</source>
        <translation>不是有效的 ONNX 模型（protobuf 解析失败）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="45"/>
        <source>not a valid ONNX model (it has no graph)</source>
        <translation>不是有效的 ONNX 模型（没有计算图）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="46"/>
        <source>the ONNX model&apos;s graph has no nodes</source>
        <translation>ONNX 模型的计算图中没有节点</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="47"/>
        <source>out of memory while reading the model</source>
        <translation>读取模型时内存不足</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="48"/>
        <source>cannot read the model: %1</source>
        <translation>无法读取模型：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="50"/>
        <source>the file was rewritten after it was opened, so weights read from it since are NaN: open the model again</source>
        <translation>文件在打开后被改写，此后从中读取的权重均为 NaN：请重新打开模型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="53"/>
        <source>an initializer without a name was skipped</source>
        <translation>已跳过一个没有名称的 initializer</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="55"/>
        <source>sparse initializers are not supported; weight skipped</source>
        <translation>不支持稀疏 initializer；已跳过该权重</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="57"/>
        <source>Constant with no value is not a numeric tensor; weight skipped</source>
        <translation>没有值的 Constant 不是数值张量；已跳过该权重</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="59"/>
        <source>Constant with %1 is not a numeric tensor; weight skipped</source>
        <translation>带 %1 的 Constant 不是数值张量；已跳过该权重</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="63"/>
        <source>element type %1 is not supported; weight skipped</source>
        <translation>不支持元素类型 %1；已跳过该权重</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="65"/>
        <source>int32_data holds %1, outside the range of %2; runtimes truncate it to that type and so does QuantLens, but the model is probably wrong</source>
        <translation>int32_data 中有 %1，超出 %2 的范围；运行时会将其截断为该类型，QuantLens 也同样处理，但模型很可能有误</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="69"/>
        <source>negative dimension %1 in its shape</source>
        <translation>形状中有负数维度 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="70"/>
        <source>shape is too large</source>
        <translation>形状太大</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="72"/>
        <source>data size mismatch: raw_data holds %1 bytes but the shape %2 of %3 needs %4</source>
        <translation>数据大小不符：raw_data 有 %1 字节，但形状为 %2 的 %3 需要 %4 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="75"/>
        <source>data size mismatch: %1 holds %2 values but the shape %3 of %4 needs %5</source>
        <translation>数据大小不符：%1 有 %2 个值，但形状为 %3 的 %4 需要 %5 个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="78"/>
        <source>external data %1 &apos;%2&apos; is not a non-negative integer</source>
        <translation>外部数据的 %1 &apos;%2&apos; 不是非负整数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="79"/>
        <source>external data without a location</source>
        <translation>外部数据没有 location</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="81"/>
        <source>external data file &apos;%1&apos; escapes the model&apos;s directory; refused</source>
        <translation>外部数据文件 &apos;%1&apos; 在模型目录之外；拒绝读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="83"/>
        <source>external data file &apos;%1&apos; cannot be read: cannot open: %2</source>
        <translation>无法读取外部数据文件 &apos;%1&apos;：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="85"/>
        <source>external data file &apos;%1&apos; cannot be read: not a regular file</source>
        <translation>无法读取外部数据文件 &apos;%1&apos;：不是普通文件</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="87"/>
        <source>external data file &apos;%1&apos; cannot be read: cannot map into memory: %2</source>
        <translation>无法读取外部数据文件 &apos;%1&apos;：无法映射到内存：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="89"/>
        <source>data size mismatch: external data length is %1 bytes but the shape %2 of %3 needs %4</source>
        <translation>数据大小不符：外部数据长度为 %1 字节，但形状为 %2 的 %3 需要 %4 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="92"/>
        <source>external data file &apos;%1&apos; is too short: it has %2 bytes, the tensor needs bytes %3 to %4</source>
        <translation>外部数据文件 &apos;%1&apos; 太短：只有 %2 字节，而该张量需要第 %3 到第 %4 字节</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="96"/>
        <source>internal error: GraphBuilder::build() called twice</source>
        <translation>内部错误：GraphBuilder::build() 被调用了两次</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="97"/>
        <source>weight &apos;%1&apos; is defined twice</source>
        <translation>权重 &apos;%1&apos; 定义了两次</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="99"/>
        <source>value &apos;%1&apos; is produced twice: by node &apos;%2&apos; and by node &apos;%3&apos;</source>
        <translation>值 &apos;%1&apos; 被产生了两次：节点 &apos;%2&apos; 和节点 &apos;%3&apos; 都输出它</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="101"/>
        <source>value &apos;%1&apos; is produced twice: it is a graph input and an output of node &apos;%2&apos;</source>
        <translation>值 &apos;%1&apos; 被产生了两次：它既是图输入，又是节点 &apos;%2&apos; 的输出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="104"/>
        <source>value &apos;%1&apos; is produced twice: it is an initializer and an output of node &apos;%2&apos;</source>
        <translation>值 &apos;%1&apos; 被产生了两次：它既是 initializer，又是节点 &apos;%2&apos; 的输出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="106"/>
        <source>the graph has a cycle through node &apos;%1&apos; (%2)</source>
        <translation>计算图中有经过节点 &apos;%1&apos;（%2）的环</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="110"/>
        <source>no quantization operators found (QuantizeLinear, DequantizeLinear, QLinearConv, ...): is this the float model?</source>
        <translation>没有找到量化算子（QuantizeLinear、DequantizeLinear、QLinearConv 等）：这是浮点模型吗？</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="113"/>
        <source>cannot read the quantization parameters: %1</source>
        <translation>无法读取量化参数：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="114"/>
        <source>%1 has no scale input; tensor &apos;%2&apos; skipped</source>
        <translation>%1 没有 scale 输入；已跳过张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="116"/>
        <source>scale &apos;%1&apos; is not a constant tensor; tensor &apos;%2&apos; skipped</source>
        <translation>scale &apos;%1&apos; 不是常量张量；已跳过张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="118"/>
        <source>scale &apos;%1&apos; cannot be read; tensor &apos;%2&apos; skipped</source>
        <translation>无法读取 scale &apos;%1&apos;；已跳过张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="120"/>
        <source>axis %1 does not exist in &apos;%2&apos;, which has %3 dimensions; tensor &apos;%4&apos; skipped</source>
        <translation>&apos;%2&apos; 只有 %3 维，不存在轴 %1；已跳过张量 &apos;%4&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="123"/>
        <source>scale &apos;%1&apos; has %2 values but axis %3 of &apos;%4&apos; has %5 channels; tensor &apos;%6&apos; skipped</source>
        <translation>scale &apos;%1&apos; 有 %2 个值，但 &apos;%4&apos; 的轴 %3 有 %5 个通道；已跳过张量 &apos;%6&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="126"/>
        <source>scale &apos;%1&apos; holds the invalid value %2; tensor &apos;%3&apos; skipped</source>
        <translation>scale &apos;%1&apos; 含有无效值 %2；已跳过张量 &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="128"/>
        <source>zero point &apos;%1&apos; is not a constant tensor; tensor &apos;%2&apos; skipped</source>
        <translation>zero point &apos;%1&apos; 不是常量张量；已跳过张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="130"/>
        <source>zero point &apos;%1&apos; cannot be read; tensor &apos;%2&apos; skipped</source>
        <translation>无法读取 zero point &apos;%1&apos;；已跳过张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="132"/>
        <source>zero point &apos;%1&apos; has %2 values but the scale has %3; tensor &apos;%4&apos; skipped</source>
        <translation>zero point &apos;%1&apos; 有 %2 个值，而 scale 有 %3 个；已跳过张量 &apos;%4&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="135"/>
        <source>quantized type %1 is not supported; tensor &apos;%2&apos; skipped</source>
        <translation>不支持量化类型 %1；已跳过张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="137"/>
        <source>blocked quantization (block_size) is not supported; tensor &apos;%1&apos; skipped</source>
        <translation>不支持分块量化（block_size）；已跳过张量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="140"/>
        <source>tensor &apos;%1&apos; is quantized differently here than at node &apos;%2&apos;; keeping the parameters of &apos;%2&apos;</source>
        <translation>张量 &apos;%1&apos; 在这里的量化参数与节点 &apos;%2&apos; 处不同；保留 &apos;%2&apos; 的参数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="143"/>
        <source>activation tensors quantized at run time (DynamicQuantizeLinear, ONNX Runtime&apos;s dynamic quantization): %1; each input gets its scale from its own min/max, so there are no activation ranges to check, only the weights&apos; quantization parameters</source>
        <translation>激活张量在运行时量化（DynamicQuantizeLinear，即 ONNX Runtime 的动态量化）：%1；每个输入的 scale 由其自身的 min/max 得出，因此没有可检查的激活范围，只能检查权重的量化参数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="148"/>
        <source>the scale of weight &apos;%1&apos; was not found: ONNX Runtime multiplies the output of %2 by it (a Cast, then a Mul by the input&apos;s and the weight&apos;s scales), and no such Mul follows here; tensor &apos;%1&apos; skipped</source>
        <translation>未找到权重 &apos;%1&apos; 的 scale：ONNX Runtime 会用它乘以 %2 的输出（先 Cast，再与输入和权重的 scale 做 Mul），但这里后面没有这样的 Mul；已跳过张量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="153"/>
        <source>the output of %2 is multiplied by %3 scales and none is named &apos;%1_scale&apos;, so which one belongs to weight &apos;%1&apos; is unclear; tensor &apos;%1&apos; skipped</source>
        <translation>%2 的输出乘以了 %3 个 scale，但没有一个名为 &apos;%1_scale&apos;，因此无法确定哪一个属于权重 &apos;%1&apos;；已跳过张量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="159"/>
        <source>empty file: expected a JSON list of {&quot;name&quot;, &quot;min&quot;, &quot;max&quot;, &quot;bit&quot;}</source>
        <translation>文件为空：应为由 {&quot;name&quot;, &quot;min&quot;, &quot;max&quot;, &quot;bit&quot;} 组成的 JSON 列表</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="163"/>
        <source>not valid JSON: %1 (NaN and Infinity, which Python writes for bad ranges, are not JSON)</source>
        <translation>不是有效的 JSON：%1（Python 为异常范围写出的 NaN 和 Infinity 不属于 JSON）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="166"/>
        <source>not a SigmaStar quant-param file: expected a JSON list of {&quot;name&quot;, &quot;min&quot;, &quot;max&quot;, &quot;bit&quot;}, found a JSON %1</source>
        <translation>不是 SigmaStar 量化参数文件：应为由 {&quot;name&quot;, &quot;min&quot;, &quot;max&quot;, &quot;bit&quot;} 组成的 JSON 列表，实际为 JSON %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="170"/>
        <source>the list is empty: no quantization parameters</source>
        <translation>列表为空：没有量化参数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="171"/>
        <source>cannot read the quant-param file: %1</source>
        <translation>无法读取量化参数文件：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="173"/>
        <source>expected an object with &quot;name&quot;, &quot;min&quot;, &quot;max&quot; and &quot;bit&quot;</source>
        <translation>应为包含 &quot;name&quot;、&quot;min&quot;、&quot;max&quot; 和 &quot;bit&quot; 的对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="174"/>
        <source>the item has no &quot;name&quot; string</source>
        <translation>该项没有 &quot;name&quot; 字符串</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="175"/>
        <source>duplicate name &apos;%1&apos; (also item %2)</source>
        <translation>名称 &apos;%1&apos; 重复（第 %2 项也用了这个名称）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="176"/>
        <source>&quot;min&quot; is missing or not a list of numbers</source>
        <translation>&quot;min&quot; 缺失或不是数字列表</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="177"/>
        <source>&quot;max&quot; is missing or not a list of numbers</source>
        <translation>&quot;max&quot; 缺失或不是数字列表</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="179"/>
        <source>&quot;min&quot; has %1 values but &quot;max&quot; has %2</source>
        <translation>&quot;min&quot; 有 %1 个值，而 &quot;max&quot; 有 %2 个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="180"/>
        <source>min/max value %1 is not a finite number</source>
        <translation>min/max 中下标为 %1 的值不是有限数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="181"/>
        <source>&quot;bit&quot; is missing or not an integer</source>
        <translation>&quot;bit&quot; 缺失或不是整数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="183"/>
        <source>unsupported &quot;bit&quot; %1 (expected 4, 8, 16 or 32)</source>
        <translation>不支持的 &quot;bit&quot; 值 %1（应为 4、8、16 或 32）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="185"/>
        <source>empty &quot;min&quot;/&quot;max&quot; lists; tensor skipped</source>
        <translation>&quot;min&quot;/&quot;max&quot; 列表为空；已跳过该张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_model.cpp" line="186"/>
        <source>min %1 is above max %2 (channel %3)</source>
        <translation>min %1 大于 max %2（通道 %3）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="11"/>
        <source>malformed header dict at header byte %1: unexpected text after the dict</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：字典后面还有多余的内容</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="14"/>
        <source>malformed header dict at header byte %1: nested too deeply</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：嵌套太深</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="16"/>
        <source>malformed header dict at header byte %1: unexpected end of header</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：文件头意外结束</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="18"/>
        <source>malformed header dict at header byte %1: unexpected character &apos;%2&apos;</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：意外的字符 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="20"/>
        <source>malformed header dict at header byte %1: line break inside a string</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：字符串中有换行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="22"/>
        <source>malformed header dict at header byte %1: unterminated string</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：字符串缺少结束引号</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="24"/>
        <source>malformed header dict at header byte %1: expected a digit</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：此处应为数字</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="26"/>
        <source>malformed header dict at header byte %1: only integers are allowed here</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：此处只允许整数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="29"/>
        <source>malformed header dict at header byte %1: unexpected word &apos;%2&apos;</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：意外的单词 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="31"/>
        <source>malformed header dict at header byte %1: missing &apos;%2&apos;</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：缺少 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="33"/>
        <source>malformed header dict at header byte %1: expected &apos;,&apos; or &apos;%2&apos;</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：此处应为 &apos;,&apos; 或 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="35"/>
        <source>malformed header dict at header byte %1: dict keys must be strings</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：字典的键必须是字符串</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="37"/>
        <source>malformed header dict at header byte %1: key &apos;%2&apos; appears twice</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：键 &apos;%2&apos; 出现了两次</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="39"/>
        <source>malformed header dict at header byte %1: expected &apos;:&apos; after key &apos;%2&apos;</source>
        <translation>文件头字典格式错误（文件头第 %1 字节）：键 &apos;%2&apos; 后面应为 &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="42"/>
        <source>malformed header: expected a dict literal</source>
        <translation>文件头格式错误：应为字典字面量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="43"/>
        <source>header has no &apos;%1&apos; key</source>
        <translation>文件头中没有 &apos;%1&apos; 键</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="44"/>
        <source>structured (record) dtypes are not supported</source>
        <translation>不支持结构化（record）dtype</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="45"/>
        <source>sub-array dtypes are not supported</source>
        <translation>不支持子数组 dtype</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="46"/>
        <source>&apos;descr&apos; must be a type string such as &apos;&lt;f4&apos;</source>
        <translation>&apos;descr&apos; 必须是类型字符串，例如 &apos;&lt;f4&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="47"/>
        <source>&apos;fortran_order&apos; must be True or False</source>
        <translation>&apos;fortran_order&apos; 必须是 True 或 False</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="48"/>
        <source>&apos;shape&apos; must be a tuple of integers</source>
        <translation>&apos;shape&apos; 必须是整数元组</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="49"/>
        <source>shape has %1 dimensions, more than %2</source>
        <translation>形状有 %1 个维度，超过了上限 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="50"/>
        <source>dimension in shape is too large</source>
        <translation>形状中的维度太大</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="51"/>
        <source>negative dimension %1 in shape</source>
        <translation>形状中有负数维度 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="52"/>
        <source>empty dtype &apos;%1&apos;</source>
        <translation>dtype &apos;%1&apos; 为空</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="54"/>
        <source>object arrays (dtype &apos;%1&apos;, pickled Python objects) are not supported</source>
        <translation>不支持 object 数组（dtype &apos;%1&apos;，即经 pickle 序列化的 Python 对象）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="55"/>
        <source>complex dtype &apos;%1&apos; is not supported</source>
        <translation>不支持复数 dtype &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="56"/>
        <source>string dtype &apos;%1&apos; is not supported</source>
        <translation>不支持字符串 dtype &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="57"/>
        <source>datetime/timedelta dtype &apos;%1&apos; is not supported</source>
        <translation>不支持 datetime/timedelta dtype &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="58"/>
        <source>void/record dtype &apos;%1&apos; is not supported</source>
        <translation>不支持 void/record dtype &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="59"/>
        <source>unsupported dtype &apos;%1&apos;</source>
        <translation>不支持的 dtype &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="62"/>
        <source>file is empty (truncated .npy)</source>
        <translation>文件为空（.npy 被截断）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="63"/>
        <source>not an .npy file (wrong magic, expected \x93NUMPY)</source>
        <translation>不是 .npy 文件（magic 不对，应为 \x93NUMPY）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="65"/>
        <source>truncated: %1 bytes, shorter than the .npy preamble</source>
        <translation>文件被截断：只有 %1 字节，比 .npy 的前导部分还短</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="67"/>
        <source>unsupported .npy format version %1.%2 (1.0, 2.0 and 3.0 are supported)</source>
        <translation>不支持的 .npy 格式版本 %1.%2（支持 1.0、2.0 和 3.0）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="70"/>
        <source>header length %1 is longer than the %2-byte limit</source>
        <translation>文件头长度 %1 超过了 %2 字节的上限</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="72"/>
        <source>header length %1 runs past the end of the file (truncated: %2 bytes)</source>
        <translation>文件头长度 %1 超出了文件末尾（文件被截断：%2 字节）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="74"/>
        <source>shape %1 has too many elements (size overflows 63 bits)</source>
        <translation>形状 %1 的元素太多（大小超出 63 位）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_npy.cpp" line="76"/>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="54"/>
        <source>payload is %1 bytes, shorter than the %2 bytes that shape %3 of %4 needs (truncated)</source>
        <translation>数据只有 %1 字节，比形状为 %3 的 %4 所需的 %2 字节短（文件被截断）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="10"/>
        <source>cannot open the precision plan</source>
        <translation>无法打开精度方案</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="13"/>
        <source>not a QuantLens precision plan (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>不是 QuantLens 精度方案（&quot;format&quot; 应为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="15"/>
        <source>missing or newer version; this QuantLens reads version %1</source>
        <translation>缺少版本号或版本更新；此 QuantLens 读取版本 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="16"/>
        <source>missing, or not of the expected type</source>
        <translation>缺失，或类型不符</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="17"/>
        <source>must be a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="18"/>
        <source>must be a JSON array</source>
        <translation>应为 JSON 数组</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="20"/>
        <source>unknown data type %1 (use U8, S8, U16, S16 or FP32)</source>
        <translation>未知数据类型 %1（可用 U8、S8、U16、S16 或 FP32）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="21"/>
        <source>unknown source %1 (use user, suggested or imported)</source>
        <translation>未知来源 %1（可用 user、suggested 或 imported）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="22"/>
        <source>a tensor name is empty</source>
        <translation>张量名为空</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="23"/>
        <source>tensor &apos;%1&apos; is listed twice</source>
        <translation>张量 &apos;%1&apos; 重复列出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="25"/>
        <source>%1 names are not activations of the model (a quantizer would silently ignore them): %2</source>
        <translation>%1 个名称不是模型的激活张量（量化工具会静默忽略它们）：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="30"/>
        <source>measured: with the tensors chosen before it, moving it to 16 bit takes the outputs from cos %1 to %2</source>
        <translation>实测：在之前选中的张量基础上，将其设为 16 位使输出余弦从 %1 变为 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="34"/>
        <source>rank %1 by own quantization loss: 1 − cos %2, SQNR %3 dB</source>
        <translation>按自身量化损失排第 %1：1 − cos %2，SQNR %3 dB</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="36"/>
        <source>rank %1 by own quantization loss: 1 − cos %2, SQNR %3 dB; also %4</source>
        <translation>按自身量化损失排第 %1：1 − cos %2，SQNR %3 dB；另有 %4</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="38"/>
        <source>convolution input standing in for %1 (SigmaStar: INT16 only on convolution inputs); %1 is rank %2 by own quantization loss: 1 − cos %3, SQNR %4 dB</source>
        <translation>代替 %1 的卷积输入（SigmaStar 只能在卷积输入上设 INT16）；%1 按自身量化损失排第 %2：1 − cos %3，SQNR %4 dB</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="42"/>
        <source>rank %1 by lasting drop: its op loses %2 of cosine that stays downstream (no quantization parameters to measure its own loss)</source>
        <translation>按持续下降排第 %1：其算子损失的余弦 %2 一直保留到下游（没有量化参数，无法测其自身损失）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="46"/>
        <source>convolution input standing in for %1 (SigmaStar: INT16 only on convolution inputs); %1 is rank %2 by lasting drop: %3</source>
        <translation>代替 %1 的卷积输入（SigmaStar 只能在卷积输入上设 INT16）；%1 按持续下降排第 %2：%3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="50"/>
        <source>%1 names cannot be written to %2: they hold its separators, comment marks or line breaks, which would change what the file says: %3</source>
        <translation>%1 个名称无法写入 %2：其中含有该格式的分隔符、注释符号或换行，会改变文件的含义：%3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="54"/>
        <source>is not a config the plan can be merged into: not a Pulsar2 config, a SigmaStar input_config.ini or quantization-parameter file, and no line names a tensor of the model</source>
        <translation>不是可以合并精度方案的配置：既不是 Pulsar2 配置，也不是 SigmaStar input_config.ini 或量化参数文件，且没有一行是模型中的张量名</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="58"/>
        <source>is read-only or another user&apos;s: it is left as it is; write elsewhere with -o, or replace it with --force</source>
        <translation>是只读文件或属于其他用户：保持原样；请用 -o 写到别处，或用 --force 替换</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="62"/>
        <source>already has %1 backups (.bak, .bak.1, …); move some away first</source>
        <translation>已有 %1 个备份（.bak、.bak.1、…）；请先移走一些</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="64"/>
        <source>replaced by the plan, which decides its tensors: %1</source>
        <translation>已被方案替换（方案决定了它的张量）：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="65"/>
        <source>imported from %1</source>
        <translation>从 %1 导入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="69"/>
        <source>not a JSON config (comments are fine; prototxt, YAML and TOML configs are not read)</source>
        <translation>不是 JSON 配置（可带注释；不读取 prototxt、YAML 和 TOML 配置）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="71"/>
        <source>&quot;quant&quot; must be an object</source>
        <translation>&quot;quant&quot; 应为对象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="72"/>
        <source>&quot;layer_configs&quot; must be a list</source>
        <translation>&quot;layer_configs&quot; 应为列表</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="74"/>
        <source>Pulsar2 cannot run a Conv in FP32 (it offers output_data_type for that)</source>
        <translation>Pulsar2 不能以 FP32 运行 Conv（可用 output_data_type）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="76"/>
        <source>skipped: no known data_type</source>
        <translation>已跳过：没有可识别的 data_type</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="80"/>
        <source>SigmaStar&apos;s input_config.ini has no rules by op type: set the tensors instead</source>
        <translation>SigmaStar 的 input_config.ini 不支持按算子类型设置：请改为设置张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="82"/>
        <source>SigmaStar takes INT16 here, not %1</source>
        <translation>SigmaStar 此处只接受 INT16，不接受 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="84"/>
        <source>%1 tensors are not convolution inputs, and SigmaStar sets INT16 only there: %2. Suggest the plan for SigmaStar to move the neighbouring convolutions instead</source>
        <translation>%1 个张量不是卷积输入，而 SigmaStar 只能在卷积输入上设 INT16：%2。请按 SigmaStar 规则生成建议方案，改为设置相邻的卷积</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="88"/>
        <source>input_format %1 is not read into the plan</source>
        <translation>input_format %1 未读入方案</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="89"/>
        <source>not an input_config.ini (no [section] found)</source>
        <translation>不是 input_config.ini（未找到 [节]）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="91"/>
        <source>not a build QuantLens reads: a quantized ONNX model, a SigmaStar quantization-parameter JSON, a Pulsar2 precision table (or its build log), an RKNN quantization.cfg or error_analysis.txt</source>
        <translation>不是 QuantLens 能读取的构建产物：量化 ONNX 模型、SigmaStar 量化参数 JSON、Pulsar2 精度表（或其构建日志）、RKNN quantization.cfg 或 error_analysis.txt</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="95"/>
        <source>the _hp layers go into a Caffe prototxt: the plan&apos;s model is no Caffe network, so give the prototxt to merge into (export --merge-into net.prototxt)</source>
        <translation>_hp 层写在 Caffe prototxt 里：方案的模型不是 Caffe 网络，请给出要合并进去的 prototxt（export --merge-into net.prototxt）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="99"/>
        <source>not a Caffe prototxt (no layer { name: ... })</source>
        <translation>不是 Caffe prototxt（没有 layer { name: ... }）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="101"/>
        <source>%1 tensors of the plan are written by no layer of this prototxt: %2</source>
        <translation>方案中有 %1 个张量不由此 prototxt 的任何层输出：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="103"/>
        <source>not an RKNN quantization.cfg (no custom_quantize_layers: found)</source>
        <translation>不是 RKNN quantization.cfg（没有 custom_quantize_layers:）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="105"/>
        <source>%1: &apos;%2&apos; is not a type RKNN&apos;s hybrid quantization takes (int8, int16, float16); the entry is not read</source>
        <translation>%1：&apos;%2&apos; 不是 RKNN 混合量化支持的类型（int8、int16、float16）；该条目未读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="109"/>
        <source>%1 tensors of the plan are not keys of quantize_parameters, which hybrid_quantization_step2 refuses (RKNN may have renamed them: look them up in this file): %2</source>
        <translation>方案中有 %1 个张量不在 quantize_parameters 的键中，hybrid_quantization_step2 会拒绝（RKNN 可能改了名：请在此文件中查找）：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="113"/>
        <source>custom_quantize_layers: is a key on lines %1, and YAML readers keep only the last one: QuantLens does not guess which one to change, nothing is written (keep one of them)</source>
        <translation>custom_quantize_layers: 在第 %1 行都是键，而 YAML 读取时只保留最后一个：QuantLens 不猜测该改哪一个，未写入任何内容（请只保留其中一个）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="117"/>
        <source>custom_quantize_layers uses a YAML anchor, alias or merge key (&apos;%1&apos;): which entries that stands for cannot be told line by line, so nothing is written (write those entries out as name: dtype lines)</source>
        <translation>custom_quantize_layers 使用了 YAML 锚点、别名或合并键（&apos;%1&apos;）：逐行无法确定它代表哪些条目，因此未写入任何内容（请把这些条目逐一写成 name: dtype 行）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="121"/>
        <source>custom_quantize_layers holds &apos;%1&apos;, which is no one-line name: dtype entry (a nested, multi-line, tagged or block value, a sequence, or a line that is no entry): a line-by-line merge cannot keep it exactly, so nothing is written (write one name: dtype entry per line)</source>
        <translation>custom_quantize_layers 含有 &apos;%1&apos;，它不是单行的 name: dtype 条目（嵌套、多行、带标签或块状的值，序列，或不是条目的行）：逐行合并无法原样保留它，因此未写入任何内容（请每行写一个 name: dtype 条目）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="126"/>
        <source>custom_quantize_layers is not a mapping of tensor names to types (&apos;%1&apos;), so nothing is written</source>
        <translation>custom_quantize_layers 不是张量名到类型的映射（&apos;%1&apos;），因此未写入任何内容</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="129"/>
        <source>the file has no custom_quantize_layers: and does not start with a top-level key (&apos;%1&apos;), so the block cannot be added on top line by line; nothing is written (add custom_quantize_layers: {} as its first key)</source>
        <translation>文件中没有 custom_quantize_layers:，且不以顶层键开头（&apos;%1&apos;），因此无法逐行在开头加入该块；未写入任何内容（请把 custom_quantize_layers: {} 加为第一个键）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="134"/>
        <source>a quantization-parameter file must be a JSON list</source>
        <translation>量化参数文件应为 JSON 列表</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="135"/>
        <source>each entry needs a &quot;name&quot; string</source>
        <translation>每个条目都需要字符串 &quot;name&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="137"/>
        <source>no range known for this tensor (neither quantization parameters nor a dump)</source>
        <translation>此张量没有已知范围（既无量化参数也无导出数据）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="140"/>
        <source>%1 tensors are not convolution inputs: SigmaStar documents 16 bit only there</source>
        <translation>%1 个张量不是卷积输入：SigmaStar 仅文档说明了卷积输入的 16 位</translation>
    </message>
    <message>
        <location filename="../core/util/messages_precision.cpp" line="144"/>
        <source>not a text file</source>
        <translation>不是文本文件</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="11"/>
        <source>preprocessing: the runs were not given the same input</source>
        <translation>预处理：各次运行的输入不一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="12"/>
        <source>board: the board parts from the simulator</source>
        <translation>板端：板端结果与仿真器分道扬镳</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="14"/>
        <source>layer mismatch: middle tensors compared against the wrong twin</source>
        <translation>层匹配错误：中间张量与错误的对应张量比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="16"/>
        <source>calibration: ranges far wider than the data uses</source>
        <translation>校准：量化范围远大于数据实际使用的范围</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="18"/>
        <source>quantization jump: one layer loses most</source>
        <translation>量化跳变：一层造成了大部分损失</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="20"/>
        <source>outliers: a few large values stretch 8-bit ranges</source>
        <translation>离群值：少数大值撑大了 8 位量化范围</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="21"/>
        <source>gradual: small losses everywhere add up</source>
        <translation>逐层累积：各处的小损失累加</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="29"/>
        <source>the triage stopped: %1</source>
        <translation>诊断中止：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="33"/>
        <source>the input of run &apos;%1&apos; differs from run &apos;%4&apos;: cos %2, relative error %3</source>
        <translation>运行“%1”的输入与运行“%4”不同：cos %2，相对误差 %3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="36"/>
        <source>with its channels read in order %1 it agrees (cos %2): RGB and BGR swapped</source>
        <translation>按通道顺序 %1 读取后一致（cos %2）：RGB 与 BGR 颠倒</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="39"/>
        <source>it is scale × x + offset of the reference per channel (scale %1, offset %2; cos %3): mean/std differ, are applied twice or are missing</source>
        <translation>它是参考输入逐通道的 scale × x + offset（scale %1，offset %2；cos %3）：mean/std 不同、重复应用或缺失</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="43"/>
        <source>read as HWC data and transposed it agrees (cos %1): NHWC pixels fed as NCHW</source>
        <translation>按 HWC 数据读取并转置后一致（cos %1）：NHWC 像素被当作 NCHW 输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="46"/>
        <source>neither channel order, layout nor a per-channel mean/std explains it (best cos %1): another image, resize or rounding</source>
        <translation>通道顺序、布局和逐通道 mean/std 都无法解释（最佳 cos %1）：可能是另一张图像、缩放方式或舍入不同</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="52"/>
        <source>run &apos;%1&apos; parts from run &apos;%2&apos; here first: cos %3 between them (%4)</source>
        <translation>运行“%1”在此处首次与运行“%2”分离：两者之间 cos %3（%4）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="54"/>
        <source>against the reference: &apos;%1&apos; cos %2, &apos;%3&apos; cos %4</source>
        <translation>相对参考：“%1” cos %2，“%3” cos %4</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="55"/>
        <source>output of run &apos;%1&apos;: cos %2 (limit %3)</source>
        <translation>运行“%1”的输出：cos %2（阈值 %3）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="87"/>
        <source>%1 middle tensors fail although the output passes: a saturating output (softmax, sigmoid) can hide a loss; compare the logits</source>
        <translation>输出合格但有 %1 个中间张量不合格：饱和的输出（softmax、sigmoid）可能掩盖损失；请比较 logits</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="93"/>
        <source>%1 of %2 tensors use less than %3 of their calibrated range</source>
        <translation>%2 个张量中有 %1 个使用的校准范围不到 %3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="95"/>
        <source>uses %1 of its range: calibrated %2 … %3, the data spans %4 … %5</source>
        <translation>使用了其范围的 %1：校准范围 %2 … %3，数据范围 %4 … %5</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="105"/>
        <source>this %1 loses %2 of cosine that stays downstream: %3 % of all such loss</source>
        <translation>此 %1 损失的余弦 %2 延续到下游：占所有此类损失的 %3 %</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="108"/>
        <source>its own quantization costs 1 − cos %1 (SQNR %2 dB): %3 % of the own loss of all tensors together</source>
        <translation>其自身量化损失 1 − cos %1（SQNR %2 dB）：占所有张量自身损失之和的 %3 %</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="110"/>
        <source>%1 % of its values saturate</source>
        <translation>%1 % 的值饱和</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="112"/>
        <source>%1 of the %2 tensors losing most to their own quantization are outlier-heavy</source>
        <translation>自身量化损失最大的 %2 个张量中有 %1 个离群值严重</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="115"/>
        <source>%1 % of channels at level ≥ 3 (max level %2), 8-bit range over the limit; own loss 1 − cos %3</source>
        <translation>%1 % 的通道 level ≥ 3（最大 level %2），8 位范围超限；自身损失 1 − cos %3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="118"/>
        <source>first failing tensor: cos %1; %2 of %3 compared tensors fail</source>
        <translation>首个不合格张量：cos %1；已比较的 %3 个张量中 %2 个不合格</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="23"/>
        <source>post-processing: every tensor agrees on this input; look at the pre- and post-processing around the model</source>
        <translation>后处理：在这个输入上每个张量都一致；请检查模型前后的预处理和后处理</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="26"/>
        <source>nothing to judge: no tensor was compared</source>
        <translation>无从判断：没有比较任何张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="28"/>
        <source>no verdict: the triage itself stopped on an error</source>
        <translation>没有结论：分诊本身因错误而中止</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="57"/>
        <source>cos %1 while the outputs pass, and its own quantization does not explain it</source>
        <translation>输出通过而它的 cos 为 %1，其自身量化无法解释</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="60"/>
        <source>cos %1 while the outputs pass, but quantizing it alone costs 1 − cos %2 (matched by %3): a real loss the output hides, not a matching artefact</source>
        <translation>输出通过而它的 cos 为 %1，但单独量化它就损失 1 − cos %2（按 %3 匹配）：这是被输出掩盖的真实损失，不是匹配假象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="64"/>
        <source>cos %1 while the outputs pass, inherited from its inputs (this op loses only %2): a real loss the output hides, not a matching artefact</source>
        <translation>输出通过而它的 cos 为 %1，这是从输入继承来的（本算子只损失 %2）：这是被输出掩盖的真实损失，不是匹配假象</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="68"/>
        <source>paired by structure only, with confidence %1: perhaps not its twin</source>
        <translation>仅按结构配对，置信度 %1：可能不是它的对应张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="70"/>
        <source>its dump fitted the model only after a transpose nothing declared</source>
        <translation>它的转储只有在做了未声明的转置后才符合模型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="72"/>
        <source>its dump fitted the model only after a reshape (the element counts agree)</source>
        <translation>它的转储只有在重排形状后才符合模型（元素个数一致）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="75"/>
        <source>the tensors computed from it are back at cos %1: a real loss would be inherited</source>
        <translation>由它计算出的张量又回到 cos %1：真实的损失会被继承下去</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="78"/>
        <source>its dump agrees with the float tensor %1 (%2) at cos %3: a fused or in-place op&apos;s tensor dumped under this name</source>
        <translation>它的转储与浮点张量 %1（%2）一致，cos %3：这是融合或原地算子的张量以这个名字被转储了</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="82"/>
        <source>no compared tensor fails (%1 compared, %2 of them warn); the lowest cos is %3: the model agrees on this input</source>
        <translation>没有比较过的张量失败（比较了 %1 个，其中 %2 个警告）；最低 cos 为 %3：模型在这个输入上一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="97"/>
        <source>L2 norm %1 in float, %2 quantized: relative L2 norm drift %3 at cos %4 (HiSilicon&apos;s notes read both)</source>
        <translation>浮点 L2 范数 %1，量化后 %2：相对 L2 范数偏移 %3，余弦 %4（海思的调试笔记同时看这两项）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="101"/>
        <source>the largest relative L2 norm drift: %1 at cos %2; a norm that drifts while the cosine holds is a scale or precision error</source>
        <translation>最大的相对 L2 范数偏移：%1，余弦 %2；余弦不变而范数偏移，是缩放或精度误差</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="120"/>
        <source>Find the smallest set of tensors whose 16 bit brings the outputs back (quantlens plan --target-cos %1, or Find plan in the Precision plan view): picked by measured gain, each pick measured again on top of the others</source>
        <translation>找出设为 16 位后能恢复输出的最小张量集合（quantlens plan --target-cos %1，或精度方案视图中的“查找方案”）：按实测增益挑选，每次挑选都在已选张量之上重新测量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="125"/>
        <source>measured: with only this tensor at 16 bit the outputs reach cos %1 (+%2); rank %3 (own quantization loss %4)</source>
        <translation>实测：仅此张量设为 16 位时输出余弦达到 %1（+%2）；排第 %3（自身量化损失 %4）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="129"/>
        <source>measured: this tensor alone at 16 bit takes the outputs from cos %1 to %2, %3 % of what quantization lost</source>
        <translation>实测：仅此张量设为 16 位使输出余弦从 %1 变为 %2，挽回了量化损失的 %3 %</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="133"/>
        <source>culprits are ranked by the dumps&apos; statistics, not measured: the models could not be run (%1)</source>
        <translation>可疑层按 dump 的统计排序，未经实测：模型无法运行（%1）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="136"/>
        <source>culprits are ranked by the dumps&apos; statistics until the models are run: measured (the default when the models and an input are there), they are ranked by what each one, moved to 16 bit, gives back</source>
        <translation>在运行模型之前，可疑层按转储的统计排序；测量后（模型和输入都具备时默认测量），按每个张量改为 16 位后能挽回的精度排序</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="140"/>
        <source>measured: with only the weights quantized the outputs reach cos %1, with only the activations %2 (both: %3)</source>
        <translation>实测：仅量化权重时输出余弦为 %1，仅量化激活时为 %2（两者都量化：%3）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="144"/>
        <source>The weights cost more of the accuracy than the activations, and some are quantized per tensor: quantize the weights per channel before moving activations to 16 bit.</source>
        <translation>权重造成的精度损失大于激活，且部分权重按张量量化：先把权重改为逐通道量化，再考虑把激活设为 16 位。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="148"/>
        <source>The weights cost more of the accuracy than the activations: look at the weights&apos; errors (quantlens inspect --measure) and consider 16-bit weights for the worst layers.</source>
        <translation>权重造成的精度损失大于激活：查看权重误差（quantlens inspect --measure），对最差的层考虑使用 16 位权重。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="152"/>
        <source>rank %2 by own quantization loss: 1 − cos %1 (its op&apos;s lasting drop %3)</source>
        <translation>按自身量化损失排第 %2：1 − cos %1（其算子的持续下降 %3）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="155"/>
        <source>rank %2 by lasting drop: its op loses %1 of cosine that stays downstream (no quantization parameters to measure its own loss)</source>
        <translation>按持续下降排第 %2：其算子损失的余弦 %1 一直保留到下游（没有量化参数，无法测其自身损失）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="161"/>
        <source>Feed the channels in the order the model was trained with (the converter&apos;s RGB/BGR setting); mean/std are written in that same order</source>
        <translation>按模型训练时的通道顺序输入（转换工具的 RGB/BGR 设置）；mean/std 也按同一顺序填写</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="165"/>
        <source>Apply the training mean/std exactly once: either in the converter&apos;s input settings or in your preprocessing, not both and not neither</source>
        <translation>训练时的 mean/std 只应用一次：要么在转换工具的输入设置中，要么在你的预处理中，不能两处都做，也不能都不做</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="169"/>
        <source>Transpose HWC pixels to CHW before feeding an NCHW input</source>
        <translation>向 NCHW 输入送数据前，先把 HWC 像素转置为 CHW</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="171"/>
        <source>Dump the raw and the preprocessed input on both sides and compare them: preprocessed data must agree within 1e-4 (resize method, uint8 vs float resize, rounding)</source>
        <translation>在两侧分别导出原始输入和预处理后的输入并比较：预处理后的数据应在 1e-4 以内一致（缩放方法、uint8 与 float 缩放、舍入）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="175"/>
        <source>Fix the input and run the comparison again before judging any layer</source>
        <translation>先修正输入并重新比较，再判断任何层</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="177"/>
        <source>Report to the vendor: simulator and board part at %1; attach both dumps of it and of its inputs</source>
        <translation>向厂商报告：仿真器与板端在 %1 处分离；附上该张量及其输入的两份 dump</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="180"/>
        <source>Check that the board&apos;s runtime and driver match the toolchain that compiled the model</source>
        <translation>检查板端运行时和驱动是否与编译模型的工具链版本一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="183"/>
        <source>Check how these tensors were matched (fused, in-place or permuted ops); map them to their true twins with a mapping file. The loss is probably not real</source>
        <translation>检查这些张量是如何匹配的（融合、原地或重排的算子）；用映射文件将它们对应到真正的张量。这些损失很可能不是真实的</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="187"/>
        <source>Calibrate with Percentile or MSE instead of MinMax, so single extreme values do not set the ranges</source>
        <translation>用 Percentile 或 MSE 代替 MinMax 校准，避免个别极端值决定量化范围</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="190"/>
        <source>Set quant.calibration_method to Percentile or MSE instead of MinMax</source>
        <translation>将 quant.calibration_method 设为 Percentile 或 MSE，而不是 MinMax</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="192"/>
        <source>calibration input %1 alone sets the range of %2 tensors; calibrated without it (MinMax over the others) the output cosine goes from %3 to %4 (measured)</source>
        <translation>校准输入 %1 独自决定了 %2 个张量的范围；去掉它重新校准（其余输入的 MinMax）后，输出余弦相似度从 %3 变为 %4（实测）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="196"/>
        <source>calibrating with %1 gives output cosine %2 instead of %3 (measured, no NPU cost)</source>
        <translation>改用 %1 校准，输出余弦相似度为 %2，而非 %3（实测，不增加 NPU 开销）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="199"/>
        <source>Calibrate without %1: output cosine %2 → %3 (measured); quantlens calibrate ranks every calibration input</source>
        <translation>去掉 %1 重新校准：输出余弦相似度 %2 → %3（实测）；quantlens calibrate 会对每个校准输入排序</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="203"/>
        <source>Before moving tensors to 16 bit, calibrate with %1: output cosine %2 → %3 (measured, no NPU cost); quantlens calibrate compares every method</source>
        <translation>在把张量移到 16 位之前，先改用 %1 校准：输出余弦相似度 %2 → %3（实测，不增加 NPU 开销）；quantlens calibrate 会比较每种方法</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="207"/>
        <source>Look for calibration inputs with extreme values (wrong preprocessing, corrupt images) and use data like the deployment&apos;s</source>
        <translation>查找含极端值的校准输入（预处理错误、损坏的图像），并使用与部署场景相似的数据</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="212"/>
        <source>Inspect %1: its range, outliers, clipping and op type (Inspector view)</source>
        <translation>检查 %1：其范围、离群值、截断和算子类型（检查器视图）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="215"/>
        <source>The range of %1 does not fit its data (it clips, or leaves most of the range unused): fix its calibrated range or scale first; 16 bit would only hide it</source>
        <translation>%1 的范围与其数据不符（发生截断，或大部分范围未被使用）：先修正其校准范围或 scale；改为 16 位只会掩盖问题</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="218"/>
        <source>Move %1 to 16 bit and compare again</source>
        <translation>将 %1 改为 16 位后重新比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="220"/>
        <source>Set %1 to U16 in quant.layer_configs and compare again</source>
        <translation>在 quant.layer_configs 中将 %1 设为 U16 后重新比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="222"/>
        <source>Set INT16 on the convolution inputs at %1 in input_config.ini (SigmaStar: only convolution inputs) and compare again</source>
        <translation>在 input_config.ini 中将 %1 处的卷积输入设为 INT16（SigmaStar 仅支持卷积输入）后重新比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="227"/>
        <source>Mark %1&apos;s layer high precision (the _hp suffix on its name in the prototxt, [compile_mode] 2 in the mapper cfg) and compare again</source>
        <translation>把 %1 所在层标为高精度（prototxt 中层名加 _hp 后缀，mapper cfg 中设 [compile_mode] 2），然后重新比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="231"/>
        <source>Set %1: int16 under custom_quantize_layers in &lt;model&gt;.quantization.cfg (hybrid quantization step 1), build with hybrid_quantization_step2 and compare again</source>
        <translation>在 &lt;model&gt;.quantization.cfg 的 custom_quantize_layers 下设置 %1: int16（混合量化第 1 步），用 hybrid_quantization_step2 构建后重新比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="235"/>
        <source>Use per-channel quantization or SmoothQuant for the outlier-heavy tensors</source>
        <translation>对离群值严重的张量使用逐通道量化或 SmoothQuant</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="238"/>
        <source>Try enable_smooth_quant, or per-channel quantization, for the outlier-heavy tensors</source>
        <translation>对离群值严重的张量尝试 enable_smooth_quant 或逐通道量化</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="241"/>
        <source>Move the tensors with the largest own loss to 16 bit (Precision plan view, or quantlens plan) and compare again</source>
        <translation>将自身损失最大的张量改为 16 位（精度方案视图或 quantlens plan）后重新比较</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="246"/>
        <source>As a test, run the whole model at 16 bit: if that does not help either, look at calibration or QAT</source>
        <translation>作为试验，整个模型用 16 位运行：如果仍无改善，请检查校准或采用 QAT</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="249"/>
        <source>Try compile_mode 1 (high precision) as a test; making only the first convolution 16-bit often helps at small cost</source>
        <translation>作为试验尝试 compile_mode 1（高精度）；只把第一个卷积改为 16 位往往代价小而有效</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="254"/>
        <source>Compare the post-processing on both sides: dump the model output and the post-processed result from the Python (training) code and from the C++ (board) code; they must agree within 1e-3</source>
        <translation>比较两边的后处理：从 Python（训练）代码和 C++（板端）代码分别转储模型输出和后处理结果；两者应在 1e-3 以内一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="258"/>
        <source>Compare the preprocessing the same way: the preprocessed input of the Python and the C++ code must agree within 1e-4 (resize method, colour order, mean/std, rounding)</source>
        <translation>用同样方法比较预处理：Python 与 C++ 代码预处理后的输入应在 1e-4 以内一致（缩放方法、颜色顺序、均值/标准差、取整）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="262"/>
        <source>Check the board&apos;s input pipeline: the camera or decoder format, the stride and alignment of the input buffer, and the colour conversion the NPU applies before the model</source>
        <translation>检查板端的输入链路：摄像头或解码器的格式、输入缓冲区的步长与对齐，以及 NPU 在模型前做的颜色转换</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="266"/>
        <source>Report this to QuantLens with a ticket (File ▸ Export ticket…, or quantlens ticket): the triage stopped where it should have given a verdict; the comparison itself is unaffected</source>
        <translation>请用工单（文件 ▸ 导出工单…，或 quantlens ticket）向 QuantLens 报告此问题：分诊在本应给出结论的地方中止了；比较结果本身不受影响</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="272"/>
        <source>Give dumps of the float run and of the quantized run on the same input, so tensors can be compared</source>
        <translation>请提供浮点运行和量化运行在同一输入上的转储，以便比较张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="275"/>
        <source>**%1** (`%2`)</source>
        <translation>**%1**（`%2`）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="276"/>
        <source>**%1** (`%2`; procedure: %3)</source>
        <translation>**%1**（`%2`；流程：%3）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="277"/>
        <source>Culprits, most likely first:</source>
        <translation>嫌疑张量（按可能性排序）：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_triage.cpp" line="283"/>
        <source>… %1 more in %2</source>
        <translation>……另有 %1 条，见 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="10"/>
        <source>file is empty (not a SigmaStar dump)</source>
        <translation>文件为空（不是 SigmaStar dump）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="12"/>
        <source>not a SigmaStar dump: the first line should be &apos;isFloat: 0&apos; or &apos;isFloat: 1&apos;, found &quot;%1&quot;</source>
        <translation>不是 SigmaStar dump：第一行应为 &apos;isFloat: 0&apos; 或 &apos;isFloat: 1&apos;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="15"/>
        <source>malformed first line: &apos;isFloat:&apos; must be followed by 0 or 1, found &quot;%1&quot;</source>
        <translation>第一行格式错误：&apos;isFloat:&apos; 后应为 0 或 1，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="17"/>
        <source>the dump holds no tensors</source>
        <translation>该 dump 中没有张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="19"/>
        <source>expected a tensor header line starting &apos;//out&apos; or &apos;//in&apos;, found &quot;%1&quot;</source>
        <translation>应为以 &apos;//out&apos; 或 &apos;//in&apos; 开头的张量头行，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="22"/>
        <source>unexpected text after the values of tensor &apos;%1&apos; was skipped: &quot;%2&quot;</source>
        <translation>已跳过张量 &apos;%1&apos; 的数值之后的意外文本：&quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="26"/>
        <source>tensor header line is longer than %1 bytes (is the file a SigmaStar dump?)</source>
        <translation>张量头行超过 %1 字节（该文件是 SigmaStar dump 吗？）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="29"/>
        <source>malformed tensor header: expected &apos;%1&apos; in &quot;%2&quot;</source>
        <translation>张量头格式错误：&quot;%2&quot; 中应有 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="31"/>
        <source>malformed tensor header: &apos;%1&apos; is not followed by a number in &quot;%2&quot;</source>
        <translation>张量头格式错误：&quot;%2&quot; 中 &apos;%1&apos; 后面不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="33"/>
        <source>shape has the negative dimension %1</source>
        <translation>形状中有负数维度 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="34"/>
        <source>shape has more than %1 dimensions</source>
        <translation>形状的维数超过 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="36"/>
        <source>dims:%1 disagrees with shape %2, which has %3 dimensions</source>
        <translation>dims:%1 与形状 %2 不符（该形状有 %3 维）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="38"/>
        <source>shape %1 has too many elements (its size overflows)</source>
        <translation>形状 %1 的元素过多（大小溢出）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="40"/>
        <source>truncated: the file ends right after the tensor&apos;s header line</source>
        <translation>文件被截断：在张量头行之后即结束</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="42"/>
        <source>expected the op line &apos;op_out[i] TYPE = {&apos; or &apos;op_in[i] TYPE = {&apos; after the tensor header, found &quot;%1&quot;</source>
        <translation>张量头之后应为算子行 &apos;op_out[i] TYPE = {&apos; 或 &apos;op_in[i] TYPE = {&apos;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="46"/>
        <source>malformed payload size line, expected &apos;//buffer data size: N&apos;, found &quot;%1&quot;</source>
        <translation>数据大小行格式错误：应为 &apos;//buffer data size: N&apos;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="51"/>
        <source>payload of %1 bytes runs past the end of the file: only %2 bytes remain (truncated)</source>
        <translation>%1 字节的数据超出了文件末尾：只剩 %2 字节（文件被截断）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="57"/>
        <source>the printed values are not closed by &apos;};&apos; before the next header line</source>
        <translation>文本形式的数值在下一个头行之前没有以 &apos;};&apos; 结束</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="59"/>
        <source>truncated: the file ends inside the printed values (no &apos;};&apos;)</source>
        <translation>文件被截断：在文本形式的数值中途结束（没有 &apos;};&apos;）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="61"/>
        <source>the text holds %1 values, fewer than the %2 that shape %3 needs</source>
        <translation>文本中只有 %1 个数值，少于形状 %3 所需的 %2 个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="62"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="64"/>
        <source>element type %1 does not occur in SigmaStar dumps</source>
        <translation>SigmaStar dump 中不会出现元素类型 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="66"/>
        <source>the tensor record does not fit this %1-byte file (was it indexed from another file?)</source>
        <translation>该张量记录与这个 %1 字节的文件不符（是否是从另一个文件建立的索引？）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="71"/>
        <source>type &apos;float&apos; in an integer dump (isFloat: 0) is read as uint8, as SigmaStar&apos;s own tools do; the values are probably wrong</source>
        <translation>整数 dump（isFloat: 0）中的 &apos;float&apos; 类型按 uint8 读取（与 SigmaStar 自带工具一致）；数值很可能不正确</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="74"/>
        <source>scale is 0: every value dequantizes to 0</source>
        <translation>scale 为 0：所有数值反量化后都为 0</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="76"/>
        <source>storage type &apos;%1&apos; is none SigmaStar&apos;s splitter reads (SGS_U8, SGS_S8, SGS_S16): the tensor is left out rather than misread</source>
        <translation>存储类型 &apos;%1&apos; 不是 SigmaStar 拆分工具能读取的类型（SGS_U8、SGS_S8、SGS_S16）：该张量被略过，以免误读</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="81"/>
        <source>scale %1 cannot dequantize (it must be a positive number): the tensor is left out</source>
        <translation>scale %1 无法反量化（必须为正数）：该张量被略过</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="84"/>
        <source>the file says isFloat: 0, but its payloads hold 4 bytes per element: they are read as float32 values</source>
        <translation>文件声明 isFloat: 0，但其数据每个元素占 4 字节：按 float32 读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_sigmastar_dump.cpp" line="88"/>
        <source>written as an output more than once: the first record is used</source>
        <translation>作为输出被写入了多次：使用第一条记录</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="11"/>
        <source>not a vendor table QuantLens reads (a Pulsar2 precision or outlier table, an RKNN error_analysis.txt or a SigmaStar doAnalyzeRmse log)</source>
        <translation>不是 QuantLens 可读取的厂商表格（Pulsar2 精度表或离群值表、RKNN error_analysis.txt 或 SigmaStar doAnalyzeRmse 日志）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="15"/>
        <source>not a text file (UTF-16 text is not read either: save it as UTF-8)</source>
        <translation>不是文本文件（也不读取 UTF-16 文本：请另存为 UTF-8）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="17"/>
        <source>the file is %1 MiB; vendor tables over 64 MiB are not read</source>
        <translation>文件大小为 %1 MiB；不读取超过 64 MiB 的厂商表格</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="19"/>
        <source>no Pulsar2 precision table found (a table titled &apos;Quant Precision Table&apos; or with the columns &apos;Output Tensor&apos; and &apos;Cosin&apos;)</source>
        <translation>未找到 Pulsar2 精度表（标题为 &apos;Quant Precision Table&apos;，或含有 &apos;Output Tensor&apos; 和 &apos;Cosin&apos; 列的表格）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="23"/>
        <source>no Pulsar2 outlier table found (a table titled &apos;Ratio of outliers in tensor&apos; or with the columns &apos;Op outputs&apos; and &apos;Sparse channel ratio&apos;)</source>
        <translation>未找到 Pulsar2 离群值表（标题为 &apos;Ratio of outliers in tensor&apos;，或含有 &apos;Op outputs&apos; 和 &apos;Sparse channel ratio&apos; 列的表格）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="27"/>
        <source>no RKNN error analysis found (a &apos;layer_name&apos; header over a dashed line)</source>
        <translation>未找到 RKNN 误差分析（虚线上方的 &apos;layer_name&apos; 表头）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="30"/>
        <source>no SigmaStar comparison lines found (lines with &apos;MSE:&apos;, &apos;COS:&apos; and &apos;RMSE:&apos;)</source>
        <translation>未找到 SigmaStar 比较行（含有 &apos;MSE:&apos;、&apos;COS:&apos; 和 &apos;RMSE:&apos; 的行）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="33"/>
        <source>the file holds %1 tables of this kind; the first one, here, is read</source>
        <translation>文件中有 %1 个此类表格；读取的是第一个，即此处的表格</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="35"/>
        <source>the file also holds an outlier table; it is not part of this import</source>
        <translation>文件中还有一个离群值表；它不在本次导入范围内</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="38"/>
        <source>the table has no &apos;%1&apos; column</source>
        <translation>表格中没有 &apos;%1&apos; 列</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="39"/>
        <source>&apos;%1&apos; in column &apos;%2&apos; is not a number</source>
        <translation>&apos;%2&apos; 列中的 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="41"/>
        <source>this row has %1 cells but the header has %2; the table is damaged here</source>
        <translation>此行有 %1 个单元格，而表头有 %2 个；表格在此处已损坏</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="44"/>
        <source>more numbers than the header&apos;s %1 columns</source>
        <translation>数字个数超过了表头的 %1 列</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="46"/>
        <source>expected &apos;[OpType] tensor name&apos; followed by numbers</source>
        <translation>应为 &apos;[OpType] tensor name&apos; 后跟数字</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="47"/>
        <source>the table has a header but no rows</source>
        <translation>表格有表头但没有数据行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="51"/>
        <source>the table stops here without its closing line (is the file cut off?); the rows above are read</source>
        <translation>表格在此处结束，但没有结束行（文件是否被截断？）；已读取上面的各行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="54"/>
        <source>the last line has no line end: the file may be cut off in this row</source>
        <translation>最后一行没有换行符：文件可能在这一行被截断</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="56"/>
        <source>%1 names were shortened with &apos;…&apos; by the tool; they are matched by their beginning</source>
        <translation>有 %1 个名称被工具用 &apos;…&apos; 截短；按名称开头进行匹配</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="60"/>
        <source>the vendor&apos;s table has no line for this tensor</source>
        <translation>厂商表格中没有此张量的行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="62"/>
        <source>the vendor&apos;s line for &apos;%1&apos; has no cosine (a fused layer, or nan)</source>
        <translation>厂商表格中 &apos;%1&apos; 的行没有余弦值（融合层或 nan）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="64"/>
        <source>this table has no cosine to compare by; its numbers are in vendor_values</source>
        <translation>此表格没有可用于比较的余弦值；其数值见 vendor_values</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="67"/>
        <source>%1 of the table&apos;s %2 lines (run &apos;%3&apos;) name no tensor of the float model, e.g. &apos;%4&apos;: the vendor renamed them; a tensor map can pair them</source>
        <translation>表格的 %2 行中有 %1 行（运行 &apos;%3&apos;）不对应浮点模型中的任何张量，例如 &apos;%4&apos;：厂商对它们做了重命名；可用张量映射进行配对</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="71"/>
        <source>the shortened name &apos;%1&apos; fits %2 tensors of the float model: matched to none of them (a tensor map can pair it)</source>
        <translation>截短的名称 &apos;%1&apos; 与浮点模型中的 %2 个张量相符：不匹配其中任何一个（可用张量映射指定）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="75"/>
        <source>cosine %1 for &apos;%2&apos; is impossible (a cosine lies between −1 and 1): the line is not used</source>
        <translation>&apos;%2&apos; 的余弦值 %1 不可能出现（余弦值在 −1 与 1 之间）：该行不使用</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="78"/>
        <source>this is a vendor&apos;s table of results, not a dump: it cannot be the reference. Give the float run&apos;s dump as the reference and the table as another run (--dump label=TABLE)</source>
        <translation>这是厂商的结果表格，不是转储：不能作为参考。请以浮点运行的转储为参考，把表格作为另一次运行给出（--dump label=TABLE）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="82"/>
        <source>&apos;%1&apos; has %2 lines in the table: the first (line %3) is used</source>
        <translation>&apos;%1&apos; 在表格中有 %2 行：使用第一行（第 %3 行）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_vendor_tables.cpp" line="84"/>
        <source>a vendor table is shown next to a compared run: give a dump of the quantized run too</source>
        <translation>厂商表格需要显示在一个已比较的运行旁边：请同时提供量化运行的 dump</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="9"/>
        <source>node &apos;%1&apos; (%2)</source>
        <translation>节点 &apos;%1&apos;（%2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="11"/>
        <source>QuantLens cannot run this model: %1. Everything else (dumps, reports, plans) works without running it</source>
        <translation>QuantLens 无法运行此模型：%1。其余功能（dump、报告、方案）不运行模型也都可用</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="14"/>
        <source>%1 = %2 is not supported</source>
        <translation>不支持 %1 = %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="15"/>
        <source>invalid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="17"/>
        <source>cannot make a temporary folder for the run&apos;s tensors, which exceed the memory budget (--memory-budget): %1</source>
        <translation>运行所得张量超出内存预算（--memory-budget），无法为其创建临时文件夹：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="20"/>
        <source>attribute &apos;%1&apos; has a value of the wrong kind (%2)</source>
        <translation>属性 &apos;%1&apos; 的值类型不对（%2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="21"/>
        <source>axis %1 is outside a tensor of rank %2</source>
        <translation>轴 %1 超出了秩为 %2 的张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="22"/>
        <source>element type %1 is not supported here</source>
        <translation>此处不支持元素类型 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="23"/>
        <source>inputs of different element types (%1 and %2)</source>
        <translation>输入的元素类型不同（%1 和 %2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="24"/>
        <source>shapes %1 cannot be broadcast together</source>
        <translation>形状 %1 无法相互广播</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="25"/>
        <source>Cast to element type code %1 is not supported</source>
        <translation>不支持 Cast 到元素类型代码 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="26"/>
        <source>out of memory while computing it</source>
        <translation>计算时内存不足</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="28"/>
        <source>it would make a tensor larger than %1 MiB (half the machine&apos;s memory)</source>
        <translation>它会生成大于 %1 MiB 的张量（本机内存的一半）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="29"/>
        <source>the model has no input &apos;%1&apos;; its inputs are %2</source>
        <translation>模型没有输入 &apos;%1&apos;；它的输入是 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="31"/>
        <source>the model takes no inputs (its values are computed from its weights alone): give no --input</source>
        <translation>该模型没有输入（其值仅由权重计算）：请不要给出 --input</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="33"/>
        <source>the model&apos;s input &apos;%1&apos; (%2 %3) was not given</source>
        <translation>未给出模型的输入 &apos;%1&apos;（%2 %3）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="34"/>
        <source>input &apos;%1&apos; holds %2, the model expects %3</source>
        <translation>输入 &apos;%1&apos; 是 %2，模型需要 %3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="35"/>
        <source>input &apos;%1&apos; has shape %2, the model expects %3</source>
        <translation>输入 &apos;%1&apos; 的形状是 %2，模型需要 %3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="37"/>
        <source>the model has several inputs (%1): give each as NAME=FILE.npy</source>
        <translation>模型有多个输入（%1）：请以 NAME=FILE.npy 的形式逐个给出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="38"/>
        <source>input &apos;%1&apos; is already given by %2</source>
        <translation>输入 &apos;%1&apos; 已由 %2 给出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="39"/>
        <source>exists and is not a folder; choose another -o</source>
        <translation>已存在且不是文件夹；请换一个 -o</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="41"/>
        <source>exists and is not a dump folder QuantLens wrote (it would be replaced); choose an empty or new folder</source>
        <translation>已存在且不是 QuantLens 写出的 dump 文件夹（它会被替换）；请选择空文件夹或新文件夹</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="45"/>
        <source>is the current folder or holds it, which a run would replace; name a folder inside it, e.g. -o dump</source>
        <translation>是当前文件夹或包含当前文件夹，运行会替换它；请指定其中的一个文件夹，例如 -o dump</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="48"/>
        <source>its parent folder %1 does not exist</source>
        <translation>它的上级文件夹 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="50"/>
        <source>the reference dump does not hold this graph input, so the models cannot be run on it; give the input with --input</source>
        <translation>参考 dump 中没有这个图输入，无法用它运行模型；请用 --input 给出输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="54"/>
        <source>measuring needs the quantized model as ONNX (QDQ); this quantized model cannot be run</source>
        <translation>测量需要 ONNX（QDQ）格式的量化模型；此量化模型无法运行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="57"/>
        <source>16-bit ranges: each tensor keeps the range its 8-bit parameters represent, with 65,536 levels; give --calib with the calibration inputs for the ranges a toolchain recalibrates</source>
        <translation>16 位范围：每个张量保持其 8 位参数所表示的范围，分为 65,536 级；用 --calib 给出校准输入，即可得到工具链重新校准所得的范围</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="61"/>
        <source>16-bit ranges: gathered over %1 calibration inputs (min and max), as a toolchain recalibrating the tensor derives them</source>
        <translation>16 位范围：在 %1 个校准输入上统计（最小值与最大值），与工具链重新校准该张量时的推导一致</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="65"/>
        <source>16-bit tensors: uint16, asymmetric (the toolchain&apos;s U16), over the range their 8-bit parameters represent; give --calib with the calibration inputs for the ranges a toolchain recalibrates</source>
        <translation>16 bit 张量：uint16，非对称（工具链的 U16），范围为其 8 bit 参数所表示的范围；给出 --calib 校准输入，可得到工具链重新校准时的范围</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="69"/>
        <source>16-bit tensors: int16, symmetric (the toolchain&apos;s INT16), over the largest magnitude their 8-bit parameters represent; give --calib with the calibration inputs for the ranges a toolchain recalibrates</source>
        <translation>16 bit 张量：int16，对称（工具链的 INT16），范围为其 8 bit 参数所表示的最大绝对值；给出 --calib 校准输入，可得到工具链重新校准时的范围</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="74"/>
        <source>16-bit tensors: uint16, asymmetric (the toolchain&apos;s U16), over ranges gathered on %1 calibration inputs (min and max)</source>
        <translation>16 bit 张量：uint16，非对称（工具链的 U16），范围取自 %1 个校准输入（最小值和最大值）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="78"/>
        <source>16-bit tensors: int16, symmetric (the toolchain&apos;s INT16), over the largest magnitude gathered on %1 calibration inputs</source>
        <translation>16 bit 张量：int16，对称（工具链的 INT16），范围为 %1 个校准输入上的最大绝对值</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="81"/>
        <source>no such calibration file or folder</source>
        <translation>校准文件或文件夹不存在</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="83"/>
        <source>this calibration folder holds no .npy file (one input per file)</source>
        <translation>此校准文件夹中没有 .npy 文件（每个文件一个输入）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="85"/>
        <source>measuring needs an input to run the models on: give --input x.npy, or a float dump that holds the graph inputs</source>
        <translation>测量需要运行模型的输入：请给出 --input x.npy，或包含图输入的浮点 dump</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="88"/>
        <source>What the plan does (simulated)</source>
        <translation>方案的效果（模拟）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="90"/>
        <source>Output cosine against the float model, mean over the inputs: %1 now, %2 with the plan (%3 tensors at 16 bit, %4 in float). A tensor at 16 bit has 65,536 levels; biases reading it follow; weights keep their encoding.</source>
        <translation>输出相对浮点模型的余弦相似度（各输入的平均）：当前 %1，按计划 %2（%3 个张量为 16 位，%4 个为浮点）。16 位张量有 65,536 级；读取它的偏置随之调整；权重保持原编码。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="95"/>
        <source>%1 tensors of the plan are no quantized activation of this model and were not simulated:</source>
        <translation>方案中有 %1 个张量不是此模型的量化激活，未模拟：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="98"/>
        <source>&apos;%1&apos; is not an output of the models; their outputs: %2</source>
        <translation>“%1”不是模型的输出；模型的输出为：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="100"/>
        <source>this output of the quantized model has no counterpart in %1</source>
        <translation>量化模型的这个输出在 %1 中没有对应</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="101"/>
        <source>input &apos;%1&apos; holds NaN or infinite values</source>
        <translation>输入 &apos;%1&apos; 含有 NaN 或无穷大</translation>
    </message>
    <message>
        <location filename="../core/util/messages_runtime.cpp" line="103"/>
        <source>produced NaN or infinite values in &apos;%1&apos; from finite inputs (the first node that did); what follows is computed from them</source>
        <translation>由有限的输入在 &apos;%1&apos; 中产生了 NaN 或无穷大（第一个这样的节点）；其后的结果都基于这些值</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="9"/>
        <source>Generic</source>
        <translation>通用</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="10"/>
        <source>AXera Pulsar2</source>
        <translation>爱芯元智 Pulsar2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="11"/>
        <source>SigmaStar IPU</source>
        <translation>星宸科技 IPU</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="12"/>
        <source>HiSilicon NNIE</source>
        <translation>海思 NNIE</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="13"/>
        <source>Rockchip RKNN</source>
        <translation>瑞芯微 RKNN</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="16"/>
        <source>Toolchain and its version (Pulsar2, SGS IPU SDK, NNIE mapper, RKNN-Toolkit2, …):</source>
        <translation>工具链及其版本（Pulsar2、SGS IPU SDK、NNIE mapper、RKNN-Toolkit2 等）：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="19"/>
        <source>the toolchain&apos;s config (config.json, input_config.ini, …)</source>
        <translation>工具链配置文件（config.json、input_config.ini 等）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="21"/>
        <source>Pulsar2 version (pulsar2 version), its docker image tag, and the AXera chip (AX650, AX630C, …):</source>
        <translation>Pulsar2 版本（pulsar2 version）、docker 镜像标签，以及爱芯芯片型号（AX650、AX630C 等）：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="24"/>
        <source>the Pulsar2 config.json and the pulsar2 build command line</source>
        <translation>Pulsar2 的 config.json 和 pulsar2 build 命令行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="26"/>
        <source>SGS IPU SDK version, and whether float.sim, fixed.sim or the board gave the dumps:</source>
        <translation>SGS IPU SDK 版本，以及转储来自 float.sim、fixed.sim 还是板端：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="29"/>
        <source>input_config.ini and the calibrator / compiler command lines</source>
        <translation>input_config.ini 以及 calibrator / compiler 命令行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="31"/>
        <source>nnie_mapper version, the chip (Hi3516/Hi3519/…) and the compile_mode used:</source>
        <translation>nnie_mapper 版本、芯片（Hi3516/Hi3519 等）以及所用的 compile_mode：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="33"/>
        <source>the mapper&apos;s .cfg file and the Caffe prototxt</source>
        <translation>mapper 的 .cfg 文件和 Caffe prototxt</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="35"/>
        <source>RKNN-Toolkit2 version, the target platform (rk3588, rk3566, …) and whether the simulator or the board gave the numbers:</source>
        <translation>RKNN-Toolkit2 版本、目标平台（rk3588、rk3566 等），以及数据来自模拟器还是板端：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="39"/>
        <source>the rknn.config() and rknn.build() arguments, and &lt;model&gt;.quantization.cfg when hybrid quantization is used</source>
        <translation>rknn.config() 与 rknn.build() 的参数，使用混合量化时还有 &lt;model&gt;.quantization.cfg</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="43"/>
        <source>--vendor is now --toolchain (%1 is read as %2)</source>
        <translation>--vendor 已改为 --toolchain（%1 按 %2 处理）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_toolchain.cpp" line="44"/>
        <source>unknown toolchain &apos;%1&apos; (use %2)</source>
        <translation>未知工具链 &apos;%1&apos;（可用：%2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="12"/>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="13"/>
        <source>Triage</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="14"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="15"/>
        <source>Calibration methods</source>
        <translation>校准方法</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="17"/>
        <source>mean output cos</source>
        <translation>平均输出余弦</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="18"/>
        <source>worst input</source>
        <translation>最差输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="20"/>
        <source>%1 calibration inputs, %2 activations recalibrated by each method; weights unchanged.</source>
        <translation>%1 个校准输入，每种方法重新校准 %2 个激活；权重不变。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="22"/>
        <source>No method beats the model as it is.</source>
        <translation>没有方法优于模型现状。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="24"/>
        <source>tensors it alone widens</source>
        <translation>仅由它扩宽的张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="25"/>
        <source>widest ×</source>
        <translation>最大扩宽 ×</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="26"/>
        <source>output cos without it</source>
        <translation>去掉它后的输出余弦</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="28"/>
        <source>Calibration inputs that set ranges alone</source>
        <translation>独自决定范围的校准输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="29"/>
        <source>Tensors</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="30"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="31"/>
        <source>Colour graph by</source>
        <translation>图着色依据</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="32"/>
        <source>cosine of the selected run</source>
        <translation>所选运行的余弦</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="33"/>
        <source>difference between two runs</source>
        <translation>两次运行之差</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="34"/>
        <source>vs</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="35"/>
        <source>Graph</source>
        <translation>计算图</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="36"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="37"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="38"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="39"/>
        <source>Show the whole graph (key 0)</source>
        <translation>显示整个图（按键 0）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="41"/>
        <source>Cosine per tensor in topological order</source>
        <translation>按拓扑顺序的各张量余弦</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="42"/>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="43"/>
        <source>1 − cos, log scale</source>
        <translation>1 − cos，对数刻度</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="45"/>
        <source>Click a tensor in the table, the graph, the curves or a link above to see everything known about it.</source>
        <translation>点击表格、计算图、曲线或上方链接中的张量，查看它的全部信息。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="48"/>
        <source>Filter by tensor or op</source>
        <translation>按张量或算子筛选</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="49"/>
        <source>all verdicts</source>
        <translation>所有结论</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="50"/>
        <source>warn or fail</source>
        <translation>警告或失败</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="55"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="56"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="57"/>
        <source>Float model</source>
        <translation>浮点模型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="58"/>
        <source>Quantized model</source>
        <translation>量化模型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="59"/>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="60"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="61"/>
        <source>Model inputs</source>
        <translation>模型输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="62"/>
        <source>Tensors shown for input</source>
        <translation>所示张量对应的输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="63"/>
        <source>Thresholds</source>
        <translation>阈值</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="64"/>
        <source>Generated by %1</source>
        <translation>由 %1 生成</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="65"/>
        <source>report format</source>
        <translation>报告格式</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="67"/>
        <source>cos &lt; %1 warns, cos &lt; %2 fails; rel L1 &gt; %3 warns</source>
        <translation>cos &lt; %1 为警告，cos &lt; %2 为失败；rel L1 &gt; %3 为警告</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="68"/>
        <source>output cos %1</source>
        <translation>输出余弦 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="70"/>
        <source>No problems found in the inputs.</source>
        <translation>输入检查未发现问题。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="71"/>
        <source>%1 lines of detail</source>
        <translation>%1 行详情</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="73"/>
        <source>Reference entries matched to no tensor: %1</source>
        <translation>未匹配到任何张量的参考条目：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="75"/>
        <source>Entries of run %1 matched to no tensor: %2</source>
        <translation>运行 %1 中未匹配到任何张量的条目：%2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="76"/>
        <source>No triage in this report.</source>
        <translation>本报告不含分诊。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="77"/>
        <source>Culprits, most likely first</source>
        <translation>嫌疑张量（按可能性排序）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="78"/>
        <location filename="../core/util/messages_triage.cpp" line="278"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="79"/>
        <location filename="../core/util/messages_triage.cpp" line="279"/>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="80"/>
        <location filename="../core/util/messages_triage.cpp" line="280"/>
        <source>tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="81"/>
        <location filename="../core/util/messages_triage.cpp" line="281"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="82"/>
        <location filename="../core/util/messages_triage.cpp" line="282"/>
        <source>finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="83"/>
        <location filename="../core/util/messages_triage.cpp" line="284"/>
        <source>Next steps</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="84"/>
        <source>compared %1</source>
        <translation>已比较 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="85"/>
        <source>not compared %1</source>
        <translation>未比较 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="86"/>
        <source>final outputs</source>
        <translation>最终输出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="87"/>
        <source>first warn</source>
        <translation>首个警告</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="88"/>
        <source>first fail</source>
        <translation>首个失败</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="89"/>
        <source>largest drop</source>
        <translation>最大下降</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="90"/>
        <source>worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="91"/>
        <source>drop %1</source>
        <translation>下降 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="92"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="93"/>
        <source>float nodes</source>
        <translation>浮点节点</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="94"/>
        <source>tensors</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="95"/>
        <source>order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="96"/>
        <source>op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="97"/>
        <source>shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="98"/>
        <source>quant dtype</source>
        <translation>量化类型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="99"/>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="100"/>
        <source>flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="101"/>
        <source>problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="103"/>
        <source>Click to sort; click again to reverse</source>
        <translation>点击排序；再次点击反向</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="104"/>
        <source>%1 of %2 tensors shown</source>
        <translation>显示 %1 / %2 个张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="105"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="106"/>
        <source>Graph node</source>
        <translation>图节点</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="107"/>
        <source>not in the graph</source>
        <translation>不在图中</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="108"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="109"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="110"/>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="111"/>
        <source>%1 more</source>
        <translation>另有 %1 个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="112"/>
        <source>No graph in this report.</source>
        <translation>本报告不含计算图。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="113"/>
        <source>First divergence of %1 and %2:</source>
        <translation>%1 与 %2 的首个分歧：</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="115"/>
        <source>%1 and %2 agree on every tensor (|Δcos| ≤ 0.01, never one passing where the other fails).</source>
        <translation>%1 与 %2 在每个张量上一致（|Δcos| ≤ 0.01，从未一方通过而另一方失败）。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="117"/>
        <source>topological order</source>
        <translation>拓扑顺序</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="118"/>
        <source>warn below</source>
        <translation>警告线</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="119"/>
        <source>fail below</source>
        <translation>失败线</translation>
    </message>
    <message>
        <location filename="../core/util/messages_report_page.cpp" line="121"/>
        <source>A part of this report could not be shown: %1</source>
        <translation>本报告的一部分无法显示：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="10"/>
        <source>MinMax</source>
        <translation>MinMax</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="11"/>
        <source>Percentile</source>
        <translation>Percentile（百分位）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="12"/>
        <source>MSE</source>
        <translation>MSE</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="13"/>
        <source>KL divergence</source>
        <translation>KL 散度</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="14"/>
        <source>no Conv → (Relu) → Conv pair with weights of its own: nothing to equalize</source>
        <translation>没有权重独占的 Conv → (Relu) → Conv 对：无可均衡</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="17"/>
        <source>every quantized weight already has a scale per output channel</source>
        <translation>每个量化权重已按输出通道各有一个 scale</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="18"/>
        <source>calibration method %1</source>
        <translation>校准方法 %1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="19"/>
        <source>per-channel weights</source>
        <translation>逐通道权重</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="21"/>
        <source>Each transform site alone (mean output cos gained over the base method; below zero it costs)</source>
        <translation>每个变换位置单独的效果（相对基准方法的平均输出 cos 提升；小于零表示变差）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="24"/>
        <source>calibration set without outliers (%1 left out)</source>
        <translation>去掉离群输入的校准集（去掉 %1 个）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="26"/>
        <source>none: leave %1 out of the calibration set (calibrated with %2)</source>
        <translation>无：从校准集中去掉 %1（用 %2 校准）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="28"/>
        <source>the calibration set you give the quantizer</source>
        <translation>你交给量化器的校准集</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="30"/>
        <source>no calibration input sets ranges alone so that leaving it out gains (the lab measures the most influential)</source>
        <translation>没有哪个校准输入独自决定了范围、去掉它能带来提升（实验室测量了影响最大的几个）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="33"/>
        <source>cross-layer equalization</source>
        <translation>跨层均衡</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="34"/>
        <source>SmoothQuant (α %1)</source>
        <translation>SmoothQuant（α %1）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="35"/>
        <source>bias correction</source>
        <translation>偏置校正</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="37"/>
        <source>no Conv/Gemm has a quantized bias of the float model&apos;s: nothing to correct</source>
        <translation>没有带浮点模型量化偏置的 Conv/Gemm：无可校正</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="40"/>
        <source>a rebuild from the float model with %1 corrected biases, calibrated with %2 (they are fitted to it)</source>
        <translation>用校正了 %1 个偏置的浮点模型重新构建，以 %2 校准（偏置按它拟合）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="44"/>
        <source>no MatMul/Gemm reads a LayerNorm&apos;s (or a Mul → Add&apos;s) output with weights of its own: nothing to smooth</source>
        <translation>没有以独占权重读取 LayerNorm（或 Mul → Add）输出的 MatMul/Gemm：无可平滑</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="48"/>
        <source>a rebuild from the transformed float model (%1 tensors smoothed), recalibrated with %2</source>
        <translation>用变换后的浮点模型重新构建（平滑 %1 个张量），以 %2 重新校准</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="50"/>
        <source>none: a setting of the quantizer</source>
        <translation>无：量化工具的一项设置</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="52"/>
        <source>none where the NPU takes per-channel weight scales</source>
        <translation>无（NPU 支持逐通道权重 scale 时）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="54"/>
        <source>a rebuild from the transformed float model (%1 pairs), recalibrated with %2</source>
        <translation>用变换后的浮点模型重新构建（%1 对），以 %2 重新校准</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="56"/>
        <source>no switch documented</source>
        <translation>无已记载的开关</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="58"/>
        <source>no method switch: give it this method&apos;s ranges (calibrate --config)</source>
        <translation>无方法开关：给它此方法的范围（calibrate --config）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="60"/>
        <source>no switch: quantize the float model `quantlens transform` writes</source>
        <translation>无开关：对 `quantlens transform` 写出的浮点模型做量化</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="61"/>
        <source>lever</source>
        <translation>手段</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="62"/>
        <source>cost</source>
        <translation>代价</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="63"/>
        <source>not applicable: %1</source>
        <translation>不适用：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="64"/>
        <source>Fix advisor</source>
        <translation>修复顾问</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="65"/>
        <location filename="../core/util/messages_calibration.cpp" line="14"/>
        <source>the model as it is</source>
        <translation>模型现状</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="67"/>
        <source>Levers combined, greedily (each step keeps those before it)</source>
        <translation>手段的贪心组合（每一步保留之前的手段）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="68"/>
        <source>%1 tensors at 16 bit (the plan search)</source>
        <translation>%1 个张量改为 16 位（方案搜索）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="70"/>
        <source>the model as it is reaches the target: no 16-bit tensor needed</source>
        <translation>模型原样已达到目标：无需 16 位张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="72"/>
        <source>NPU speed and memory: these tensors run at 16 bit (from the model as it is)</source>
        <translation>NPU 速度与内存：这些张量以 16 位运行（从原模型出发）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="75"/>
        <source>the 16-bit plan in the toolchain&apos;s own format: quantlens plan --toolchain</source>
        <translation>以工具链自身格式导出的 16 位方案：quantlens plan --toolchain</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="78"/>
        <source>Without the other levers, from the model as it is: %1 tensors at 16 bit give the worst input %2.</source>
        <translation>不用其他手段、从原模型出发：%1 个张量改为 16 位时最差输入为 %2。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="81"/>
        <source>Target %1 (every input&apos;s worst output cosine): reached by these levers (worst %2); no 16-bit tensor needed.</source>
        <translation>目标 %1（每个输入的最差输出余弦）：这些手段即可达到（最差 %2）；无需 16 位张量。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="85"/>
        <source>Target %1 (every input&apos;s worst output cosine): reached with %2 tensors at 16 bit on top of these levers (%3; worst %4).</source>
        <translation>目标 %1（每个输入的最差输出余弦）：在这些手段之上再将 %2 个张量改为 16 位即可达到（%3；最差 %4）。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="89"/>
        <source>Target %1 (every input&apos;s worst output cosine): not reached; with %2 tensors at 16 bit on top of these levers the worst input gives %3.</source>
        <translation>目标 %1（每个输入的最差输出余弦）：未达到；在这些手段之上将 %2 个张量改为 16 位时最差输入为 %3。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="93"/>
        <source>nothing advised here is a setting of %1&apos;s config: rebuild from the model `quantlens transform` writes</source>
        <translation>这里建议的手段都不是 %1 配置中的设置：请用 `quantlens transform` 写出的模型重新构建</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="97"/>
        <source>Measured together, before any 16-bit tensor (quantlens advise, table below): %1 takes the output cosine from %2 to %3</source>
        <translation>在任何 16 位张量之前合并测量（quantlens advise，见下表）：%1 使输出余弦从 %2 升到 %3</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="101"/>
        <source>Measured (quantlens advise, table below): no free lever gains over the model as it is (output cosine %1); 16-bit tensors are the fix</source>
        <translation>已测量（quantlens advise，见下表）：没有免费手段优于原模型（输出余弦 %1）；修复需要 16 位张量</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="104"/>
        <source>%1, recalibrated with %2</source>
        <translation>%1，以 %2 重新校准</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="16"/>
        <source>comparing calibration methods needs calibration inputs: give --calib FILE.npy|DIR (the inputs the model was calibrated on, or the ones you would calibrate it on)</source>
        <translation>比较校准方法需要校准输入：请给出 --calib 文件.npy|目录（模型校准时使用的输入，或您打算用来校准的输入）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="19"/>
        <source>unknown calibration method &apos;%1&apos; (known: %2)</source>
        <translation>未知的校准方法“%1”（可用：%2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="21"/>
        <source>the quantized model has no activation quantized per tensor by QuantizeLinear/DequantizeLinear: there is no range to calibrate</source>
        <translation>量化模型中没有由 QuantizeLinear/DequantizeLinear 按张量量化的激活：没有可校准的范围</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="25"/>
        <source>%1 takes its calibration method in code, not in a config file (%2): set it there</source>
        <translation>%1 的校准方法在代码中设置，而不在配置文件中（%2）：请在那里设置</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="28"/>
        <source>%1 has no calibration method for &apos;%2&apos;: choose another</source>
        <translation>%1 没有与“%2”对应的校准方法：请选择其他方法</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="29"/>
        <location filename="../core/util/messages_report_page.cpp" line="16"/>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="30"/>
        <source>mean cos</source>
        <translation>平均余弦相似度</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="31"/>
        <source>worst cos</source>
        <translation>最差余弦相似度</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="32"/>
        <source>Calibration methods, measured</source>
        <translation>校准方法（实测）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="34"/>
        <source>Each method&apos;s ranges over %1 calibration inputs, applied to the quantized model&apos;s %2 activations (weights unchanged, biases follow), run on %3 inputs. Output cosine against the float model: the model as it is %4; best %5 (%6).</source>
        <translation>每种方法基于 %1 个校准输入得到的范围，应用到量化模型的 %2 个激活上（权重不变，偏置随之调整），在 %3 个输入上运行。输出与浮点模型的余弦相似度：模型现状 %4；最佳 %5（%6）。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="39"/>
        <source>Recommended: %1 — output cosine %2 (worst input %3), at no NPU cost.</source>
        <translation>推荐：%1 —— 输出余弦相似度 %2（最差输入 %3），不增加 NPU 开销。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="41"/>
        <source>No method beats the model&apos;s own ranges by more than %1: keep its calibration; the 16-bit plan is the next lever.</source>
        <translation>没有任何方法比模型自身的范围高出 %1 以上：保留现有校准；下一步是 16 位方案。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="45"/>
        <source>In %1, each method is this setting. The toolchain does not publish how it computes its ranges: the numbers above are the published definitions&apos; (README), an estimate of what the setting gives</source>
        <translation>在 %1 中，每种方法对应如下设置。该工具链未公开其范围的计算方式：上面的数字按公开的定义计算（见 README），是对该设置效果的估计</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="48"/>
        <source>no such setting</source>
        <translation>无此设置</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="50"/>
        <source>%1 has no setting for %2; of its own settings, `%3` gives the best output cosine, %4</source>
        <translation>%1 没有 %2 的设置；在它自己的设置中，`%3` 的输出余弦相似度最好，为 %4</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="53"/>
        <source>%1 has no calibration-method setting: a better range reaches it only as ranges of its own (not exported yet) or a cleaner calibration set</source>
        <translation>%1 没有校准方法设置：更好的范围只能通过它自己的范围文件（尚未支持导出）或更干净的校准集来实现</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="57"/>
        <source>cannot be read or written again as an ONNX model</source>
        <translation>无法作为 ONNX 模型读取或重新写出</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="59"/>
        <source>keeps its weights in external data files, which requantizing does not write yet: give a model with its weights inside</source>
        <translation>其权重保存在外部数据文件中，重新量化暂不支持写出这类模型：请提供权重内嵌的模型</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="63"/>
        <source>a scale, zero point or bias to change is not an initializer of the model, so it cannot be rewritten</source>
        <translation>要修改的 scale、zero point 或偏置不是模型的 initializer，无法改写</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="66"/>
        <source>Calibration inputs that set the ranges alone</source>
        <translation>独自决定范围的校准输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="68"/>
        <source>Per calibration input: the tensors whose MinMax range it widens by more than 10 % over what the other inputs give, and the output cosine with MinMax ranges gathered without it (with every input: %1)</source>
        <translation>逐个校准输入：它使 MinMax 范围比其余输入所给范围扩大 10 % 以上的张量，以及不含该输入统计 MinMax 范围时的输出余弦相似度（使用全部输入时：%1）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="71"/>
        <location filename="../core/util/messages_report_page.cpp" line="23"/>
        <source>calibration input</source>
        <translation>校准输入</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="72"/>
        <source>tensors it widens</source>
        <translation>被其扩大范围的张量数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="73"/>
        <source>largest widening</source>
        <translation>最大扩大倍数</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="74"/>
        <source>cos without it</source>
        <translation>去掉后的余弦相似度</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="76"/>
        <source>%1 reads ranges, not a method name, and the method gave none (no per-tensor activation with calibration statistics)</source>
        <translation>%1 读取的是范围而不是方法名，而该方法没有给出任何范围（没有带校准统计的逐张量激活）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="79"/>
        <source>a method per tensor</source>
        <translation>逐张量选方法</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="81"/>
        <source>A method per tensor, from %1: %2 tensors take another method&apos;s range (%3), mean output cosine %4 (worst input %5) against %6 with %1 alone.</source>
        <translation>逐张量选方法，以 %1 为起点：%2 个张量改用其他方法的范围（%3），平均输出余弦 %4（最差输入 %5），仅用 %1 时为 %6。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="85"/>
        <source>Chosen on %1 of the eval inputs; on the %2 held out: %3 against %4 with %5 alone.</source>
        <translation>在 %1 个评估输入上选出；在留出的 %2 个输入上：%3，仅用 %5 时为 %4。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="88"/>
        <source>It beats every single method: its ranges are what the exports of ranges write.</source>
        <translation>它优于任何单一方法：导出范围时写出的就是它的范围。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="91"/>
        <source>It does not beat every single method on every input and the held-out ones: one method for the whole model stays the advice.</source>
        <translation>它并非在全部输入和留出输入上都优于每个单一方法：建议仍是整个模型使用一种方法。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="95"/>
        <source>A method per tensor: none of the %1 other ranges tried alone on top of %2 gains %3 or more; one method for the whole model is enough.</source>
        <translation>逐张量选方法：在 %2 基础上单独尝试的 %1 个其他范围，没有一个能提升 %3 或更多；整个模型使用一种方法即可。</translation>
    </message>
    <message>
        <location filename="../core/util/messages_calibration.cpp" line="99"/>
        <source>Without the %1 inputs that each help on their own: output cosine %2</source>
        <translation>同时去掉各自单独有帮助的 %1 个输入：输出余弦相似度 %2</translation>
    </message>
    <message>
        <location filename="../core/util/messages_advisor.cpp" line="11"/>
        <source>a transformed parameter is not a weight of this model, or has another type or shape</source>
        <translation>变换后的参数不是此模型的权重，或其类型、形状不同</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="9"/>
        <source>the image cannot be decoded: %1</source>
        <translation>无法解码该图像：%1</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="11"/>
        <source>not a JPEG, PNG or BMP image that can be decoded (truncated, corrupt, or another format)</source>
        <translation>不是可解码的 JPEG、PNG 或 BMP 图像（文件被截断、损坏或为其他格式）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="13"/>
        <source>the model input takes %1 channels, and %2 gives %3</source>
        <translation>模型输入需要 %1 个通道，而 %2 给出 %3 个</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="15"/>
        <source>mean has %1 values and std %2: give one value, or one per channel (%3)</source>
        <translation>mean 有 %1 个值，std 有 %2 个：请给一个值，或每个通道一个（%3 个）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="18"/>
        <source>an image: say how it becomes the model&apos;s input (--preprocess-config FILE with the toolchain&apos;s config, or --mean, --std and --rgb or --bgr)</source>
        <translation>这是图像：请说明它如何变成模型输入（用 --preprocess-config 文件给出工具链的配置，或给出 --mean、--std 以及 --rgb 或 --bgr）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="22"/>
        <source>a folder given as model input holds no .npy file and no image</source>
        <translation>作为模型输入给出的文件夹中没有 .npy 文件，也没有图像</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="23"/>
        <source>std %1 holds a zero</source>
        <translation>std %1 中含有 0</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="25"/>
        <source>holds no preprocessing QuantLens reads: a Pulsar2 config.json (quant.input_configs), a SigmaStar input_config.ini ([INPUT_CONFIG]), an NNIE .cfg ([norm_type], [mean_file], [data_scale]) or an RKNN script (rknn.config(mean_values=…)); or give --mean, --std, --rgb or --bgr, --layout and --input-size</source>
        <translation>其中没有 QuantLens 能读取的预处理设置：应为 Pulsar2 config.json（quant.input_configs）、SigmaStar input_config.ini（[INPUT_CONFIG]）、NNIE .cfg（[norm_type]、[mean_file]、[data_scale]）或 RKNN 脚本（rknn.config(mean_values=…)）；或直接给出 --mean、--std、--rgb 或 --bgr、--layout 和 --input-size</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="30"/>
        <source>holds no %1 preprocessing (%2)</source>
        <translation>其中没有 %1 的预处理设置（%2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="31"/>
        <source>%1 = &apos;%2&apos; is not one of %3</source>
        <translation>%1 = &apos;%2&apos; 不是 %3 之一</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="32"/>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1：&apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="33"/>
        <source>no entry for the input &apos;%1&apos; (entries: %2)</source>
        <translation>没有输入 &apos;%1&apos; 的条目（已有条目：%2）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="35"/>
        <source>norm_type %1 subtracts a mean image (.binaryproto), which QuantLens does not read: use norm_type 2, 3 or 5, or give --mean and --std</source>
        <translation>norm_type %1 减去的是均值图像（.binaryproto），QuantLens 不读取：请使用 norm_type 2、3 或 5，或给出 --mean 和 --std</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="39"/>
        <source>image_type %1 does not take RGB, BGR or gray images</source>
        <translation>image_type %1 不接受 RGB、BGR 或灰度图像</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="41"/>
        <source>%1 does not document how it resizes: OpenCV bilinear on the 8-bit image assumed (as the RKNN, TPU-MLIR and SigmaStar loaders do)</source>
        <translation>%1 未说明如何缩放：按 OpenCV 在 8 位图像上的双线性插值处理（与 RKNN、TPU-MLIR 和 SigmaStar 的加载器相同）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="45"/>
        <source>tensor_format AutoColorSpace: BGR assumed (the order OpenCV decodes)</source>
        <translation>tensor_format 为 AutoColorSpace：按 BGR 处理（OpenCV 解码的通道顺序）</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="47"/>
        <source>tensor_format %1 differs from src_format %2: Pulsar2&apos;s documents disagree on whether the board converts one into the other; calibration images are read as %1</source>
        <translation>tensor_format %1 与 src_format %2 不同：Pulsar2 的文档对板端是否会相互转换说法不一；校准图像按 %1 读取</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="51"/>
        <source>std_value a:b:c taken in the order of mean (red:green:blue)</source>
        <translation>std_value a:b:c 按 mean 的顺序（红:绿:蓝）理解</translation>
    </message>
    <message>
        <location filename="../core/util/messages_input.cpp" line="53"/>
        <source>the mean_file&apos;s values taken in the RGB_order&apos;s order (%1)</source>
        <translation>mean_file 中的值按 RGB_order 的顺序（%1）理解</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <location filename="../app/cli_diff.cpp" line="35"/>
        <location filename="../app/cli_diff.cpp" line="83"/>
        <location filename="../app/cli_diff.cpp" line="101"/>
        <source>quantlens diff: %1
</source>
        <translation>quantlens diff：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="40"/>
        <source>quantlens diff: warning: %1
</source>
        <translation>quantlens diff：警告：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="48"/>
        <source>What changed between two quantized models of one network (two SDK versions, two calibrations, before and after a plan): per tensor, activations and weights, the data type, per-tensor or per-channel, scale, zero point, representable range, and whether the tensor is in both. Lists only tensors that differ. Exit status 0 when the encodings are the same, 1 when they differ, as diff does.</source>
        <translation>同一网络的两个量化模型之间改变了什么（两个 SDK 版本、两种校准方法、应用方案前后）：逐张量（激活与权重）比较数据类型、逐张量或逐通道、scale、零点、可表示范围，以及张量是否在两个模型中都存在。只列出不同的张量。与 diff 相同，编码相同时退出码为 0，不同时为 1。</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="54"/>
        <source>A quantized ONNX model (QDQ, QOperator) or a SigmaStar quantization-parameter JSON.</source>
        <translation>量化 ONNX 模型（QDQ、QOperator）或 SigmaStar 量化参数 JSON。</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="54"/>
        <source>a.onnx</source>
        <translation>a.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="55"/>
        <source>The model to compare it with.</source>
        <translation>与之比较的模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="55"/>
        <source>b.onnx</source>
        <translation>b.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="57"/>
        <source>The float model: decides which tensors are weights and the order of the list.</source>
        <translation>浮点模型：决定哪些张量是权重以及列表的顺序。</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="57"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="59"/>
        <source>Output format: json, md or csv (default md).</source>
        <translation>输出格式：json、md 或 csv（默认 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="59"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="61"/>
        <source>Write to this file (atomically).</source>
        <translation>写入此文件（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="61"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="62"/>
        <source>Do not print warnings about the models.</source>
        <translation>不打印关于模型的警告。</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="71"/>
        <source>give two quantized models</source>
        <translation>请给出两个量化模型</translation>
    </message>
    <message>
        <location filename="../app/cli_diff.cpp" line="74"/>
        <source>unknown format &apos;%1&apos; (use json, md or csv)</source>
        <translation>未知格式 &apos;%1&apos;（请用 json、md 或 csv）</translation>
    </message>
</context>
<context>
    <name>EvalInputs</name>
    <message>
        <location filename="../ui/panels/eval_input_labels.cpp" line="21"/>
        <source>the float dump&apos;s inputs</source>
        <translation>浮点 dump 中的输入</translation>
    </message>
    <message>
        <location filename="../ui/panels/eval_input_labels.cpp" line="24"/>
        <source>input %1</source>
        <translation>输入 %1</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <location filename="../app/cli_export.cpp" line="53"/>
        <location filename="../app/cli_export.cpp" line="61"/>
        <location filename="../app/cli_export.cpp" line="73"/>
        <location filename="../app/cli_export.cpp" line="81"/>
        <location filename="../app/cli_export.cpp" line="151"/>
        <location filename="../app/cli_export.cpp" line="182"/>
        <location filename="../app/cli_export.cpp" line="196"/>
        <location filename="../app/cli_export.cpp" line="210"/>
        <source>quantlens export: %1
</source>
        <translation>quantlens export：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="103"/>
        <source>The plan file.</source>
        <translation>方案文件。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="107"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="109"/>
        <source>Merge into this existing config: everything that is not the plan&apos;s is kept.</source>
        <translation>合并到此已有配置：不属于方案的内容全部保留。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="109"/>
        <location filename="../app/cli_export.cpp" line="113"/>
        <location filename="../app/cli_export.cpp" line="128"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="98"/>
        <source>Export a plan file (from &apos;quantlens plan&apos; or the window) to a vendor&apos;s config. Names are checked against the plan&apos;s model first; an existing file&apos;s old content is kept in a new backup (FILE.bak, or FILE.bak.1, … when that exists) and the change is shown as a diff. Formats:
%1</source>
        <translation>把精度方案文件（来自 &apos;quantlens plan&apos; 或窗口）导出为厂商配置。先按方案的模型检查名称；已有文件的旧内容保存在新的备份中（FILE.bak，若已存在则为 FILE.bak.1、…），改动以 diff 显示。格式：
%1</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="105"/>
        <source>Target format (see above), or a toolchain (%1) for its own format.</source>
        <translation>目标格式（见上），或工具链（%1）以使用其自身格式。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="111"/>
        <source>Write here (atomically; an existing file&apos;s old content is kept in a new backup). Default: standard output.</source>
        <translation>写到此处（原子写入；已有文件的旧内容保存在新的备份中）。默认：标准输出。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="115"/>
        <source>The float model whose names the plan uses (default: the one the plan file names).</source>
        <translation>方案所用名称对应的浮点模型（默认：方案文件中记录的模型）。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="115"/>
        <location filename="../app/cli_export.cpp" line="118"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="117"/>
        <source>The quantized model, for the ranges SigmaStar&apos;s parameter file needs (default: the plan file&apos;s).</source>
        <translation>量化模型，提供 SigmaStar 参数文件所需的范围（默认：方案文件中记录的）。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="120"/>
        <source>Print the diff of what would change and write nothing.</source>
        <translation>打印将要改动的 diff，不写入任何文件。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="121"/>
        <source>No diff or warnings on standard error.</source>
        <translation>不在标准错误输出 diff 或警告。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="124"/>
        <source>Replace the output even when it is read-only or another user&apos;s (its backup is kept all the same).</source>
        <translation>即使输出文件是只读的或属于其他用户也替换它（仍会保留备份）。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="126"/>
        <source>With --to nnie-prototxt: also set [compile_mode] 2 in this nnie_mapper cfg (the _hp layers count only then), keeping its other lines and a backup.</source>
        <translation>与 --to nnie-prototxt 一起使用：同时在此 nnie_mapper cfg 中设置 [compile_mode] 2（只有这样 _hp 层才生效），保留其他行并做备份。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="130"/>
        <source>The weights of a Caffe float model when they are not beside its .prototxt.</source>
        <translation>Caffe 浮点模型的权重文件（不在其 .prototxt 旁边时）。</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="130"/>
        <source>net.caffemodel</source>
        <translation>net.caffemodel</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="139"/>
        <source>give exactly one plan file</source>
        <translation>请只给出一个方案文件</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="146"/>
        <source>--to takes one of: %1</source>
        <translation>--to 只接受以下之一：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="157"/>
        <source>the plan names no float model: give --float</source>
        <translation>方案未记录浮点模型：请给出 --float</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="172"/>
        <source>quantlens export: the file to merge into: %1
</source>
        <translation>quantlens export：要合并的文件：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="88"/>
        <location filename="../app/cli_export.cpp" line="216"/>
        <source>quantlens export: the previous %1 is kept as %2
</source>
        <translation>quantlens export：之前的 %1 保存为 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="178"/>
        <source>--nnie-cfg goes with --to nnie-prototxt</source>
        <translation>--nnie-cfg 需与 --to nnie-prototxt 一起使用</translation>
    </message>
    <message>
        <location filename="../app/cli_export.cpp" line="187"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <location filename="../app/cli_findings.cpp" line="18"/>
        <source>quantlens %1: error: %2
</source>
        <translation>quantlens %1：错误：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli_findings.cpp" line="19"/>
        <source>quantlens %1: warning: %2
</source>
        <translation>quantlens %1：警告：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli_findings.cpp" line="21"/>
        <source>  … and %1 more
</source>
        <translation>  … 另有 %1 条
</translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <location filename="../ui/dialogs/getting_started.cpp" line="17"/>
        <source>&lt;h2&gt;Getting started&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Dump both runs.&lt;/b&gt; Run the float model and the quantized model (its simulator, or the board) on the same input and save every intermediate tensor: ONNX Runtime with all outputs exposed, Pulsar2&apos;s --enable_perlayer_output, SigmaStar&apos;s DumpDebug (sigma_outtensor_dump.bin), or .npy/.npz files named by tensor.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Open them.&lt;/b&gt; File ▸ Open inputs…: the float ONNX model, the quantized model (optional), the float run as reference and the quantized run. More runs (the board) can be added. QuantLens first checks that the files belong together and says so at the top if they do not.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Read the triage.&lt;/b&gt; The Triage view follows the vendors&apos; procedure: the input first, then board against simulator, then the shape of the error. The window opens at its suspect; every view shows the same tensor, and a click anywhere selects it everywhere.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Look at why.&lt;/b&gt; The Min/max inspector shows ranges, clipping and each tensor&apos;s own quantization loss; the outlier heatmap shows channels that stretch a range; the curves show where the cosine falls.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fix it.&lt;/b&gt; When the fix is 16 bit, tick tensors in the Layers view (or Ctrl+B), or let the Precision plan view suggest them; export the plan as Pulsar2 layer_configs, SigmaStar input_config.ini or a list, rebuild, dump again and compare.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ask for help.&lt;/b&gt; File ▸ Export ticket… writes one zip for the vendor&apos;s support: pictures, reports, the triage, the plan and the input hashes.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Everything the window shows can be produced on the command line too: quantlens --help.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;入门&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;转储两次运行。&lt;/b&gt;在同一输入上运行浮点模型和量化模型（其仿真器或板端），保存每个中间张量：暴露全部输出的 ONNX Runtime、Pulsar2 的 --enable_perlayer_output、SigmaStar 的 DumpDebug（sigma_outtensor_dump.bin），或按张量命名的 .npy/.npz 文件。&lt;/li&gt;&lt;li&gt;&lt;b&gt;打开它们。&lt;/b&gt;文件 ▸ 打开输入…：浮点 ONNX 模型、量化模型（可选）、作为参考的浮点运行和量化运行。还可以加入更多运行（板端）。QuantLens 会先检查这些文件是否配套，不配套时会在顶部说明。&lt;/li&gt;&lt;li&gt;&lt;b&gt;阅读分诊。&lt;/b&gt;“分诊”视图按厂商的流程进行：先看输入，再比较板端与仿真器，再看误差的形状。窗口会打开在它的嫌疑张量处；每个视图显示同一个张量，在任何地方单击都会在所有视图中选中它。&lt;/li&gt;&lt;li&gt;&lt;b&gt;查明原因。&lt;/b&gt;最小/最大值检查器显示范围、截断和每个张量自身的量化损失；离群热图显示撑大范围的通道；曲线显示余弦在哪里下降。&lt;/li&gt;&lt;li&gt;&lt;b&gt;修复。&lt;/b&gt;当解决办法是 16 位时，在“层”视图中勾选张量（或按 Ctrl+B），或让“精度方案”视图给出建议；把方案导出为 Pulsar2 layer_configs、SigmaStar input_config.ini 或列表，重新编译、再次转储并比较。&lt;/li&gt;&lt;li&gt;&lt;b&gt;寻求帮助。&lt;/b&gt;文件 ▸ 导出工单… 为厂商技术支持写出一个 zip：图片、报告、分诊、方案和输入文件的哈希。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;窗口显示的一切也都可以在命令行中生成：quantlens --help。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/getting_started.cpp" line="41"/>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
</context>
<context>
    <name>GraphBoxItem</name>
    <message>
        <location filename="../ui/graph/graph_box_item.cpp" line="77"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ImageArguments</name>
    <message>
        <location filename="../app/image_arguments.cpp" line="46"/>
        <source>image inputs need the float model (--float): its input says their size</source>
        <translation>图像输入需要浮点模型（--float）：由其输入决定图像尺寸</translation>
    </message>
    <message>
        <location filename="../app/image_arguments.cpp" line="53"/>
        <source>Preprocessing images</source>
        <translation>正在预处理图像</translation>
    </message>
</context>
<context>
    <name>InputOptions</name>
    <message>
        <location filename="../app/input_options.cpp" line="44"/>
        <source>--threshold must be a number between -1 and 1</source>
        <translation>--threshold 必须是 -1 到 1 之间的数</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="52"/>
        <source>--fail-threshold must be a number between -1 and 1</source>
        <translation>--fail-threshold 必须是 -1 到 1 之间的数</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="58"/>
        <source>--rel-l1-threshold must be a number (0 turns the rule off)</source>
        <translation>--rel-l1-threshold 必须是一个数（0 表示关闭该规则）</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="75"/>
        <source>A QuantLens workspace file (.quantlens.json); options below override what it says.</source>
        <translation>QuantLens 工作区文件（.quantlens.json）；下列选项会覆盖其中的设置。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="76"/>
        <source>[workspace]</source>
        <translation>[工作区]</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="79"/>
        <source>model.onnx</source>
        <translation>模型.onnx</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="81"/>
        <source>The Caffe weights of a --float .prototxt when they are not beside it under the same name.</source>
        <translation>--float .prototxt 的 Caffe 权重文件（不在其旁边或不同名时）。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="82"/>
        <source>net.caffemodel</source>
        <translation>net.caffemodel</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="84"/>
        <source>Quantized ONNX model (QDQ or QOperator) or SigmaStar quant-param JSON; gives each tensor&apos;s dtype, scale and range, and the quantized names of tensors.</source>
        <translation>量化 ONNX 模型（QDQ 或 QOperator）或 SigmaStar 量化参数 JSON；提供每个张量的数据类型、scale 和表示范围，以及张量在量化模型中的名称。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="87"/>
        <source>quant.onnx</source>
        <translation>量化模型.onnx</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="92"/>
        <location filename="../app/input_options.cpp" line="95"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="94"/>
        <source>Dump of the run to check (quantized simulator or board), same forms.</source>
        <translation>待检查运行（量化仿真或板端）的 dump，形式同上。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="97"/>
        <source>Another run to compare with the float run, e.g. board=/data/board (repeatable; each label once).</source>
        <translation>另一个与浮点运行比较的运行，例如 board=/data/board（可重复；每个标签只能用一次）。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="101"/>
        <source>Tensor map (JSON: float tensor → dump entry) for tensors a toolchain renamed; overrides every other match.</source>
        <translation>张量映射（JSON：浮点张量 → dump 条目），用于被工具链重命名的张量；优先于其他所有匹配。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="104"/>
        <source>map.json</source>
        <translation>映射.json</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="110"/>
        <source>[name=]file.npy</source>
        <translation>[名称=]文件.npy</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="113"/>
        <source>Cosine similarity below which a tensor is a warning (default %1).</source>
        <translation>余弦相似度低于此值的张量记为警告（默认 %1）。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="117"/>
        <source>Cosine similarity below which a tensor fails (default %1, at most --threshold).</source>
        <translation>余弦相似度低于此值的张量记为失败（默认 %1，不高于 --threshold）。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="121"/>
        <source>SigmaStar relative L1 error above which a tensor is a warning (default %1; 0: off).</source>
        <translation>SigmaStar 相对 L1 误差高于此值的张量记为警告（默认 %1；0 表示关闭）。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="131"/>
        <source>Inputs (the window and every command take the same):
  [workspace]               a .quantlens.json workspace file
  --float &lt;model.onnx&gt;      float ONNX model, or Caffe .prototxt (+ --caffemodel)
  --quant &lt;quant.onnx&gt;      quantized ONNX model or SigmaStar quant-param JSON
  --float-dump &lt;dir&gt;        dump of the float run (a folder of dumps or one dump file)
  --quant-dump &lt;dir&gt;        dump of the run to check
  --dump &lt;label=dir&gt;        another run, e.g. board=/data/board (repeatable)
  --tensor-map &lt;map.json&gt;   float tensor → dump entry, for renamed tensors
  --input &lt;[name=]x.npy&gt;    run the models on this input instead of reading dumps
  --threshold &lt;cos&gt;         warn below this cosine (default %1)
  --fail-threshold &lt;cos&gt;    fail below this cosine (default %2)
  --rel-l1-threshold &lt;x&gt;    warn above this SigmaStar relative L1 (default %3; 0: off)
</source>
        <translation>输入（窗口和所有命令都接受相同的输入）：
  [工作区]                  .quantlens.json 工作区文件
  --float &lt;model.onnx&gt;      浮点 ONNX 模型，或 Caffe .prototxt（+ --caffemodel）
  --quant &lt;quant.onnx&gt;      量化 ONNX 模型或 SigmaStar 量化参数 JSON
  --float-dump &lt;dir&gt;        浮点运行的 dump（dump 目录或单个 dump 文件）
  --quant-dump &lt;dir&gt;        待检查运行的 dump
  --dump &lt;label=dir&gt;        另一个运行，例如 board=/data/board（可重复）
  --tensor-map &lt;map.json&gt;   浮点张量 → dump 条目，用于被重命名的张量
  --input &lt;[name=]x.npy&gt;    在此输入上运行模型，代替读取 dump
  --threshold &lt;cos&gt;         余弦相似度低于此值时警告（默认 %1）
  --fail-threshold &lt;cos&gt;    余弦相似度低于此值时判为失败（默认 %2）
  --rel-l1-threshold &lt;x&gt;    SigmaStar 相对 L1 高于此值时警告（默认 %3；0 表示关闭）
</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="190"/>
        <source>--%1 goes with a Caffe --float model (.prototxt)</source>
        <translation>--%1 只能与 Caffe 的 --float 模型（.prototxt）一起使用</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="247"/>
        <source>--%1 or --input is required (or give a workspace file)</source>
        <translation>需要 --%1 或 --input（或给出工作区文件）</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="250"/>
        <source>--quant-dump, --dump, or --quant with --input is required (or give a workspace file)</source>
        <translation>需要 --quant-dump、--dump，或 --quant 加 --input（或给出工作区文件）</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="152"/>
        <source>quantlens %1: %2
</source>
        <translation>quantlens %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="78"/>
        <source>Float model: ONNX, or a Caffe deploy .prototxt with its .caffemodel beside it (NNIE).</source>
        <translation>浮点模型：ONNX，或 Caffe 部署 .prototxt（其 .caffemodel 放在旁边，NNIE）。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="106"/>
        <source>A model input as .npy ([NAME=]FILE.npy, repeatable), or an image (JPEG, PNG, BMP) preprocessed as --preprocess-config or --mean/--std/--rgb|--bgr say: QuantLens runs the models on it itself, the float model when no --float-dump is given and the quantized ONNX model when no run is given. No dump needed.</source>
        <translation>模型输入，.npy 文件（[名称=]文件.npy，可重复），或按 --preprocess-config 或 --mean/--std/--rgb|--bgr 预处理的图像（JPEG、PNG、BMP）：QuantLens 自己在其上运行模型——未给出 --float-dump 时运行浮点模型，未给出运行结果时运行量化 ONNX 模型。无需 dump。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="183"/>
        <source>two float models: give the model either as the first argument or with --float</source>
        <translation>给了两个浮点模型：请只用第一个参数或 --float 给出模型</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="214"/>
        <source>two runs are labelled &apos;%1&apos;; give each --dump a label of its own</source>
        <translation>有两个运行的标签都是 &apos;%1&apos;；请为每个 --dump 指定不同的标签</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="243"/>
        <source>the workspace names no float model, float dump and compared dump</source>
        <translation>工作区没有给出浮点模型、浮点 dump 和对比 dump</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="245"/>
        <source>--%1 is required (or give a workspace file)</source>
        <translation>需要 --%1（或给出工作区文件）</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="99"/>
        <source>label=dir</source>
        <translation>标签=目录</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="89"/>
        <source>Dump of the float run: a directory of dump files (.npy, .npz, SigmaStar, Pulsar2 .bin; optionally with manifest.json) or one dump file.</source>
        <translation>浮点运行的 dump：dump 文件目录（.npy、.npz、SigmaStar、Pulsar2 .bin；可附带 manifest.json）或单个 dump 文件。</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="115"/>
        <location filename="../app/input_options.cpp" line="119"/>
        <source>cos</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="123"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="160"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/input_options.cpp" line="210"/>
        <source>--dump takes LABEL=PATH, got &apos;%1&apos;</source>
        <translation>--dump 的格式应为 标签=路径，实际为 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>InspectCommand</name>
    <message>
        <location filename="../app/cli_inspect.cpp" line="41"/>
        <source>Explain why a tensor is bad: for every tensor, the reference&apos;s range against what its quantization can represent (range use), the share of values it clips, the loss of its own quantize-dequantize (own cos and SQNR, from the float dump and its scale and zero point alone), and how much cosine its op loses compared with its inputs (local drop); flags by the limits below and, for flagged tensors, what to move to 16 bit (SigmaStar sets INT16 on convolution inputs only).</source>
        <translation>解释张量为何变差：对每个张量，给出参考数据的范围相对其量化可表示范围的利用率（range use）、被截断的数值比例、自身量化-反量化的损失（own cos 和 SQNR，仅由浮点 dump 及其 scale 和零点算出），以及该算子相对其输入损失了多少余弦（local drop）；按下列阈值标记，并对被标记的张量给出应改为 16 位的层（SigmaStar 只能把卷积输入设为 INT16）。</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="48"/>
        <source>Flag 8-bit tensors whose quantization range spans more than this (default 20).</source>
        <translation>标记量化范围跨度大于此值的 8 位张量（默认 20）。</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="48"/>
        <source>x</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="50"/>
        <source>Flag tensors that clip more than this share of their values (default 0.001).</source>
        <translation>标记被截断数值比例大于此值的张量（默认 0.001）。</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="50"/>
        <location filename="../app/cli_inspect.cpp" line="52"/>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="52"/>
        <source>Flag tensors that use less than this share of their representable range (default 0.1).</source>
        <translation>标记可表示范围利用率低于此值的张量（默认 0.1）。</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="54"/>
        <source>Flag tensors whose own quantization SQNR is below this (dB, default 20).</source>
        <translation>标记自身量化 SQNR 低于此值的张量（dB，默认 20）。</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="54"/>
        <source>dB</source>
        <translation>dB</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="69"/>
        <source>--%1 takes a number, got &apos;%2&apos;</source>
        <translation>--%1 需要一个数，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="84"/>
        <source>Pulsar2&apos;s outlier table for every tensor with channels: level = log(max |x| of the tensor / max |x| of the channel); the largest level, the share of channels with level ≥ 3, 4, 5, 6 and the share of all-zero (sparse) channels. Many high levels call for per-channel quantization or SmoothQuant.</source>
        <translation>对每个有通道的张量给出 Pulsar2 的离群值表：level = log(张量的 max |x| / 通道的 max |x|)；最大 level、level ≥ 3、4、5、6 的通道比例以及全零（稀疏）通道比例。高 level 很多时，应考虑逐通道量化或 SmoothQuant。</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="88"/>
        <source>Base of the level&apos;s logarithm: e (default), 2 or 10, or any number above 1.</source>
        <translation>level 的对数底：e（默认）、2 或 10，或任何大于 1 的数。</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="88"/>
        <source>base</source>
        <translation>底</translation>
    </message>
    <message>
        <location filename="../app/cli_inspect.cpp" line="101"/>
        <source>--log-base takes e or a number above 1, got &apos;%1&apos;</source>
        <translation>--log-base 需要 e 或大于 1 的数，实际为 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>MainCommand</name>
    <message>
        <location filename="../app/widgets/main.cpp" line="32"/>
        <source>Usage: quantlens [workspace] [input options]     open the analyzer window
       quantlens &lt;command&gt; [options]

Find which layer of a neural network lost accuracy after quantization.

Commands:
</source>
        <translation>用法：quantlens [工作区] [输入选项]     打开分析窗口
      quantlens &lt;命令&gt; [选项]

找出神经网络量化后是哪一层损失了精度。

命令：
</translation>
    </message>
    <message>
        <location filename="../app/widgets/main.cpp" line="39"/>
        <source>
Options:
  -h, --help       this help; &apos;quantlens &lt;command&gt; --help&apos; for a command&apos;s options
  -v, --version    the version
  --lang &lt;locale&gt;  interface language (e.g. zh_CN); default: QUANTLENS_LANG, else the system&apos;s
                   (the window also remembers the choice made in its Language menu)

Exit codes: 0 success, 1 failure writing output, 2 bad usage (or no display for the window),
3 an input file is unusable or the inputs do not belong together.
</source>
        <translation>
选项：
  -h, --help       本帮助；用 &apos;quantlens &lt;命令&gt; --help&apos; 查看命令的选项
  -v, --version    版本
  --lang &lt;locale&gt;  界面语言（例如 zh_CN）；默认：QUANTLENS_LANG，否则跟随系统
                   （窗口还会记住在“语言”菜单中的选择）

退出码：0 成功，1 写输出失败，2 用法错误（或窗口没有显示器），
3 输入文件不可用或输入彼此不匹配。
</translation>
    </message>
    <message>
        <location filename="../app/widgets/main.cpp" line="53"/>
        <source>no display is set (DISPLAY and WAYLAND_DISPLAY are empty)</source>
        <translation>没有设置显示器（DISPLAY 和 WAYLAND_DISPLAY 均为空）</translation>
    </message>
    <message>
        <location filename="../app/widgets/main.cpp" line="55"/>
        <source>the display &apos;%1&apos; refuses the connection (X authorisation: run as the user who owns the display, set XAUTHORITY, or use ssh -X with xauth installed)</source>
        <translation>显示 &apos;%1&apos; 拒绝连接（X 授权：请以拥有该显示的用户运行，设置 XAUTHORITY，或安装 xauth 后使用 ssh -X）</translation>
    </message>
    <message>
        <location filename="../app/widgets/main.cpp" line="58"/>
        <source>cannot connect to the display &apos;%1&apos;</source>
        <translation>无法连接到显示器 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/widgets/main.cpp" line="59"/>
        <source>quantlens: the window needs a display, and %1.
Without one, &apos;quantlens report&apos; writes the results (CSV, JSON, Markdown) and &apos;quantlens snapshot&apos;
renders any view to an image; or run the window under a virtual display: xvfb-run quantlens …
</source>
        <translation>quantlens：窗口需要显示器，但%1。
没有显示器时，可用 &apos;quantlens report&apos; 输出结果（CSV、JSON、Markdown），用 &apos;quantlens snapshot&apos;
将任意视图渲染为图片；或在虚拟显示器中运行窗口：xvfb-run quantlens …
</translation>
    </message>
    <message>
        <location filename="../app/widgets/main.cpp" line="140"/>
        <source>quantlens: unknown command &apos;%1&apos;
</source>
        <translation>quantlens：未知命令 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="26"/>
        <source>per-tensor metrics and verdicts of every run against the float run (CSV, JSON, Markdown)</source>
        <translation>每个运行相对浮点运行的逐张量指标和判定（CSV、JSON、Markdown）</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="30"/>
        <source>why tensors are bad: range against quantization, clipping, own loss, local drop, 16-bit advice</source>
        <translation>张量为何变差：范围与量化、截断、自身损失、局部下降、16 位建议</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="34"/>
        <source>Pulsar2&apos;s outlier table: per-channel max |x| levels of every tensor</source>
        <translation>Pulsar2 离群值表：每个张量逐通道 max |x| 的 level</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="37"/>
        <source>the vendors&apos; debugging procedure: input checks, board vs simulator, curve shape, ranges; category, culprits, evidence, next steps</source>
        <translation>厂商的调试流程：输入检查、板端与仿真器对比、曲线形态、范围；给出类别、嫌疑张量、证据和下一步</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="42"/>
        <source>suggest the tensors to move to 16 bit (own quantization loss first, within a budget) as a plan file</source>
        <translation>建议改为 16 位的张量（自身量化损失优先，在预算内），写成方案文件</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="46"/>
        <source>a plan file to Pulsar2 layer_configs, SigmaStar input_config.ini or quant-param JSON, or a list</source>
        <translation>将方案文件导出为 Pulsar2 layer_configs、SigmaStar input_config.ini 或量化参数 JSON，或张量列表</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="50"/>
        <source>run a float or quantized ONNX model with QuantLens&apos;s own executor and write its tensors as a dump</source>
        <translation>用 QuantLens 自带的执行器运行浮点或量化 ONNX 模型，并把张量写成 dump</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="54"/>
        <source>images as model inputs, preprocessed as the toolchain&apos;s loader does (its config or --mean/--std), written as .npy or checked against your own tensor</source>
        <translation>把图像按工具链加载器的方式（其配置或 --mean/--std）预处理为模型输入，写成 .npy，或与您自己的张量对比</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="59"/>
        <source>predict a plan&apos;s effect on the outputs by running the models with its tensors at 16 bit</source>
        <translation>将方案中的张量设为 16 位运行模型，预测方案对输出的影响</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="63"/>
        <source>what each calibration method (MinMax, Percentile, MSE, KL) gives the model, measured: the free fix before 16 bit</source>
        <translation>实测每种校准方法（MinMax、Percentile、MSE、KL）对模型的效果：先于 16 位的免费修复</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="68"/>
        <source>the fixes that cost no NPU speed measured side by side: calibration methods, per-channel weights, cross-layer equalization, and their best combination</source>
        <translation>并排测量不降低 NPU 速度的修复手段：校准方法、逐通道权重、跨层均衡及其最佳组合</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="73"/>
        <source>write the float model with cross-layer equalization or SmoothQuant applied, outputs checked, for the vendor&apos;s quantizer</source>
        <translation>写出应用了跨层均衡或 SmoothQuant 的浮点模型（已核对输出），供厂商量化工具使用</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="78"/>
        <source>write the quantized model again with its activations recalibrated by a method, optionally without some calibration inputs</source>
        <translation>用某种校准方法重新校准激活并重新写出量化模型，可去掉部分校准输入</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="83"/>
        <source>a CI gate: a build&apos;s output cosine and task agreement against the previous build&apos;s verdict; exit 0 accept, 4 regression, 5 anomalous</source>
        <translation>CI 关卡：把构建的输出余弦相似度和任务一致性与上一次构建的判定比较；退出码 0 接受，4 退步，5 异常</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="88"/>
        <source>did the vendor build apply the plan? each planned tensor: applied, not_applied, fused or unknown</source>
        <translation>厂商构建是否应用了方案？逐个列出方案张量：applied、not_applied、fused 或 unknown</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="92"/>
        <source>what changed between two quantized models: per tensor dtype, granularity, scale, zero point, range</source>
        <translation>两个量化模型之间改变了什么：逐张量的数据类型、粒度、scale、零点、范围</translation>
    </message>
    <message>
        <location filename="../app/widgets/widget_commands.cpp" line="16"/>
        <source>render one view (%1) to PNG/SVG/PDF without a display</source>
        <translation>无需显示器，将一个视图（%1）渲染为 PNG/SVG/PDF</translation>
    </message>
    <message>
        <location filename="../app/widgets/widget_commands.cpp" line="19"/>
        <source>a support ticket as one zip: every view, the reports, triage, plan and vendor configs, input hashes, a summary in English and Chinese</source>
        <translation>将技术支持工单打包为一个 zip：所有视图、报告、分诊、精度方案与厂商配置、输入文件哈希，以及中英文摘要</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="36"/>
        <source>quantlens: cannot start quantlens-gui, the program that runs the window, snapshot, ticket and the help (%1); looked for: %2
</source>
        <translation>quantlens：无法启动 quantlens-gui（运行窗口、snapshot、ticket 和帮助的程序）（%1）；查找位置：%2
</translation>
    </message>
</context>
<context>
    <name>MeasureInputsOption</name>
    <message>
        <location filename="../app/measure_inputs_option.cpp" line="19"/>
        <source>A data set&apos;s inputs that measuring (sensitivity, what-if, the plan search, calibration) runs on: K+N the K worst (bad cases first) and N others drawn at random, K+N@SEED with another seed, or all (default 8+8: every input when there are at most 16).</source>
        <translation>数据集中用于测量（敏感度、假设分析、方案搜索、校准）的输入：K+N 表示最差的 K 个（坏例优先）加随机抽取的另外 N 个，K+N@SEED 使用其他种子，或 all（默认 8+8：不超过 16 个输入时使用全部输入）。</translation>
    </message>
    <message>
        <location filename="../app/measure_inputs_option.cpp" line="23"/>
        <source>K+N|all</source>
        <translation>K+N|all</translation>
    </message>
    <message>
        <location filename="../app/measure_inputs_option.cpp" line="34"/>
        <source>--measure-inputs takes K+N (K worst and N random inputs), K+N@SEED or all</source>
        <translation>--measure-inputs 接受 K+N（最差的 K 个和随机的 N 个输入）、K+N@SEED 或 all</translation>
    </message>
    <message>
        <location filename="../app/measure_inputs_option.cpp" line="46"/>
        <source>Finding the data set&apos;s bad cases</source>
        <translation>正在查找数据集的坏例</translation>
    </message>
</context>
<context>
    <name>MetricColorScale</name>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="142"/>
        <source>Encoding changed</source>
        <translation>编码变化</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="144"/>
        <source>|Δ %1|, %2 against %3</source>
        <translation>|Δ %1|，%2 对比 %3</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="146"/>
        <source>Helped by SmoothQuant / CLE (measured)</source>
        <translation>SmoothQuant / CLE 带来的提升（实测）</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="240"/>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="240"/>
        <source>changed</source>
        <translation>已变化</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="243"/>
        <location filename="../ui/graph/metric_color_scale.cpp" line="246"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="245"/>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="252"/>
        <source>red: type, granularity, scale, zero point or range differ, or one model lacks the tensor</source>
        <translation>红色：类型、粒度、scale、零点或范围不同，或某个模型没有该张量</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="254"/>
        <source>log scale of the difference between the two runs, 5th–95th percentile; 0 best; the magenta ≠ marks where they part first</source>
        <translation>两次运行之差的对数刻度，第 5–95 百分位；0 最好；洋红色 ≠ 标出二者最先分歧之处</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="257"/>
        <source>output cos gained with the transform at this site alone, log scale; red: it costs; grey: not one of its sites</source>
        <translation>仅在此位置做变换时输出 cos 的提升，对数刻度；红色：变差；灰色：不是它的位置</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="261"/>
        <source>bands at the inspection limits</source>
        <translation>按检查阈值分段</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="262"/>
        <source>log scale, 5th–95th percentile of the tensors; 0 or less best</source>
        <translation>对数刻度，张量的第 5–95 百分位；0 或更小为最好</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="264"/>
        <source>pass / warn / fail at the thresholds</source>
        <translation>按阈值区分 通过 / 警告 / 失败</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="266"/>
        <source>bands where cos thresholds fall (SQNR = −10·log₁₀(2(1−cos)))</source>
        <translation>分段位于余弦阈值对应处（SQNR = −10·log₁₀(2(1−cos))）</translation>
    </message>
    <message>
        <location filename="../ui/graph/metric_color_scale.cpp" line="267"/>
        <source>log scale, 5th–95th percentile of the tensors</source>
        <translation>对数刻度，取各张量的第 5–95 百分位</translation>
    </message>
</context>
<context>
    <name>Metrics</name>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="12"/>
        <source>Cos</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="13"/>
        <source>Cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="15"/>
        <source>MSE</source>
        <translation>MSE</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="17"/>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="19"/>
        <source>Max abs</source>
        <translation>最大绝对误差</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="20"/>
        <source>Max abs error</source>
        <translation>最大绝对误差</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="22"/>
        <source>Mean abs</source>
        <translation>平均绝对误差</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="23"/>
        <source>Mean abs error</source>
        <translation>平均绝对误差</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="25"/>
        <source>Rel. L2</source>
        <translation>相对 L2</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="26"/>
        <source>Relative L2 norm error</source>
        <translation>L2 范数相对误差</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="28"/>
        <source>SQNR dB</source>
        <translation>SQNR dB</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="28"/>
        <source>SQNR (dB)</source>
        <translation>SQNR（dB）</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="30"/>
        <source>Rel. L1</source>
        <translation>相对 L1</translation>
    </message>
    <message>
        <location filename="../core/metrics/metric_list.cpp" line="31"/>
        <source>SigmaStar relative L1</source>
        <translation>SigmaStar 相对 L1</translation>
    </message>
    <message>
        <location filename="../core/analysis/inspection.cpp" line="59"/>
        <source>Range use</source>
        <translation>范围利用率</translation>
    </message>
    <message>
        <location filename="../core/analysis/inspection.cpp" line="60"/>
        <source>Clipped share</source>
        <translation>截断比例</translation>
    </message>
    <message>
        <location filename="../core/analysis/inspection.cpp" line="61"/>
        <source>Own quantization SQNR (dB)</source>
        <translation>自身量化 SQNR（dB）</translation>
    </message>
    <message>
        <location filename="../core/analysis/inspection.cpp" line="62"/>
        <source>Local drop</source>
        <translation>局部下降</translation>
    </message>
    <message>
        <location filename="../core/analysis/inspection.cpp" line="64"/>
        <source>Gain at 16 bit (measured)</source>
        <translation>16 位增益（实测）</translation>
    </message>
    <message>
        <location filename="../core/analysis/inspection.cpp" line="65"/>
        <source>Gain in float (measured)</source>
        <translation>浮点增益（实测）</translation>
    </message>
    <message>
        <location filename="../core/analysis/inspection.cpp" line="66"/>
        <source>Isolated cos (measured)</source>
        <translation>孤立余弦（实测）</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <location filename="../app/cli_plan.cpp" line="159"/>
        <source>16-bit tensors: %1; cost: %2 % of MACs, %3 % of activation bytes</source>
        <translation>16 位张量：%1；代价：%2 % 的 MAC，%3 % 的激活字节</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="174"/>
        <source>At most this many 16-bit tensors (default 20 when no --max-cost).</source>
        <translation>最多这么多个 16 位张量（未给 --max-cost 时默认 20）。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="174"/>
        <location filename="../app/cli_plan.cpp" line="198"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="176"/>
        <source>At most this share of MACs and of activation bytes at 16 bit, in percent.</source>
        <translation>16 位的 MAC 与激活字节占比上限，单位为百分比。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="176"/>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="181"/>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="183"/>
        <source>Start from this plan or vendor config instead of suggesting one (a Pulsar2 config, SigmaStar input_config.ini or quantization-parameter JSON, a tensor list or a QuantLens plan: told by its content) and write it as a QuantLens plan.</source>
        <translation>不生成建议，而是从这个方案或厂商配置开始（Pulsar2 配置、SigmaStar input_config.ini 或量化参数 JSON、张量列表或 QuantLens 方案：按内容识别），并写成 QuantLens 方案。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="186"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="188"/>
        <source>Search by measurement for the smallest plan whose outputs reach this cosine on every input: QuantLens runs the models (on --input, else on the graph inputs the float dump holds), picks by measured gain, measuring again after each pick, then drops picks the target holds without; prints the path and a table of tensors and cost against cosine.</source>
        <translation>通过实测搜索在每个输入上输出都达到此余弦的最小方案：QuantLens 运行模型（用 --input，否则用浮点 dump 中的图输入），按实测增益挑选，每次挑选后重新测量，再去掉不需要也能达标的张量；打印搜索路径以及张量数、开销与余弦的对照表。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="192"/>
        <source>cos</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="194"/>
        <source>With --target-cos or --target: hold out the last N inputs; the plan is fitted on the others and its output cosine on these is printed apart (default: a quarter of the inputs from four inputs on; 0: fit on every input).</source>
        <translation>配合 --target-cos 或 --target：留出最后 N 个输入；方案在其余输入上拟合，并单独打印它在这些留出输入上的输出余弦（默认：从四个输入起留出四分之一；0：在所有输入上拟合）。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="200"/>
        <source>Search by measurement for the smallest plan whose task agreement over the inputs reaches this: top1&gt;=0.99 (a classifier: the share of inputs whose top class is kept), text&gt;=0.95 (a CTC recognizer: the mean character agreement), iou&gt;=0.98 (a mask or heat map at 0.5), sqnr&gt;=30 (any output, dB). With --target-cos both must hold.</source>
        <translation>通过测量搜索最小的方案，使各输入上的任务一致度达到此值：top1&gt;=0.99（分类器：top 类别保持不变的输入比例）、text&gt;=0.95（CTC 识别器：平均字符一致度）、iou&gt;=0.98（掩码或热图在 0.5 处）、sqnr&gt;=30（任意输出，dB）。同时给出 --target-cos 时两者都须满足。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="204"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="221"/>
        <source>--data-type takes U16 or S16, got &apos;%1&apos;</source>
        <translation>--data-type 只接受 U16 或 S16，收到 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="232"/>
        <source>--max-layers takes a whole number, got &apos;%1&apos;</source>
        <translation>--max-layers 需要整数，收到 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="240"/>
        <source>--max-cost takes a percentage from 0 to 100, got &apos;%1&apos;</source>
        <translation>--max-cost 需要 0 到 100 的百分比，收到 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="71"/>
        <location filename="../app/cli_plan.cpp" line="308"/>
        <location filename="../app/cli_plan.cpp" line="313"/>
        <location filename="../app/cli_plan.cpp" line="324"/>
        <location filename="../app/cli_plan.cpp" line="336"/>
        <source>quantlens plan: %1
</source>
        <translation>quantlens plan：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="47"/>
        <source>quantlens plan: the models cannot be run, so no plan can be measured: %1
</source>
        <translation>quantlens plan：模型无法运行，无法通过测量得到方案：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="53"/>
        <source>quantlens plan: --hold-out %1 leaves no input to fit the plan on: the models ran on %2 inputs
</source>
        <translation>quantlens plan：--hold-out %1 不留任何输入来拟合方案：模型只在 %2 个输入上运行
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="66"/>
        <source>Searching</source>
        <translation>正在搜索</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="77"/>
        <source>Path (%1; output cos, worst input; the mean over inputs in brackets):
</source>
        <translation>路径（%1；输出余弦，最差输入；括号内为各输入平均）：
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="79"/>
        <source>Path (output cos, worst input; the mean over inputs in brackets):
</source>
        <translation>搜索路径（输出余弦，最差输入；括号内为各输入平均）：
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="87"/>
        <source>as quantized</source>
        <translation>量化原样</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="88"/>
        <source>tensors  MACs %   activations %   output cos
</source>
        <translation>张量数  MACs %   激活 %   输出余弦
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="96"/>
        <source>Dropped again (the target holds without them): %1
</source>
        <translation>又去掉了（没有它们也能达标）：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="105"/>
        <source>Task target %1 reached with %2 tensors: %3 (as quantized %4), output cos %5
</source>
        <translation>任务目标 %1 已达到，用了 %2 个张量：%3（原量化模型 %4），输出余弦 %5
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="111"/>
        <source>Task target %1 not reached within the limits: best %2 with %3 tensors (as quantized %4)
</source>
        <translation>在限制内未达到任务目标 %1：最好为 %2，用了 %3 个张量（原量化模型 %4）
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="119"/>
        <source>Target %1 reached with %2 tensors: output cos %3
</source>
        <translation>用 %2 个张量达到目标 %1：输出余弦 %3
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="123"/>
        <source>Target %1 not reached within the limits: best output cos %2 with %3 tensors
</source>
        <translation>在限制内未达到目标 %1：最佳输出余弦 %2（%3 个张量）
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="140"/>
        <source>Fitted on %1 of %2 inputs; held out: input %3. There the plan gives output cos %4 (worst) and %5 (mean); as quantized %6 and %7.
</source>
        <translation>在 %2 个输入中的 %1 个上拟合；留出：输入 %3。方案在留出输入上的输出余弦为 %4（最差）和 %5（平均）；原量化模型为 %6 和 %7。
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="150"/>
        <source>On the held-out inputs the task score is %1 with the plan, %2 as quantized.
</source>
        <translation>在留出的输入上，方案的任务分数为 %1，原量化模型为 %2。
</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="168"/>
        <source>Suggest which tensors to move to 16 bit: the triage&apos;s culprits first, within a budget that is a ceiling, following the vendor&apos;s rules. When the models and an input are there QuantLens runs them and ranks each tensor the toolchain can widen by what moving it alone to 16 bit gains (--no-measure: ranked by each tensor&apos;s own quantization loss from the dumps, a guess). Each choice carries its reason. Writes a plan file for &apos;quantlens export&apos; and the window; --from reads an existing plan or vendor config instead.</source>
        <translation>建议把哪些张量改为 16 位：先取诊断的嫌疑张量，预算只是上限，并遵循厂商的规则。模型和输入都具备时，QuantLens 会运行模型，按单独把该张量改为 16 位带来的增益，对工具链可以加宽的每个张量排序（--no-measure：按转储中每个张量自身的量化损失排序，只是推测）。每个选择都附有理由。写出的方案文件供 &apos;quantlens export&apos; 和窗口使用；--from 则读取已有的方案或厂商配置。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="178"/>
        <source>The plan follows its 16-bit rule: its type (U16 for generic and axera, S16 for sigmastar, nnie and rknn) and which tensors may take it (sigmastar: convolution inputs only).</source>
        <translation>方案遵循其 16 位规则：类型（generic 和 axera 为 U16，sigmastar、nnie 和 rknn 为 S16）以及哪些张量可以设为 16 位（sigmastar：仅卷积输入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="181"/>
        <source>The 16-bit type, U16 or S16, instead of the toolchain&apos;s.</source>
        <translation>16 位类型，U16 或 S16，代替工具链的默认类型。</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="251"/>
        <source>--target takes top1&gt;=S, text&gt;=S or iou&gt;=S (S from 0 to 1) or sqnr&gt;=DB, got &apos;%1&apos;</source>
        <translation>--target 接受 top1&gt;=S、text&gt;=S 或 iou&gt;=S（S 在 0 到 1 之间）或 sqnr&gt;=DB，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="275"/>
        <source>--target-cos and --target search by measurement: they cannot be given with --no-measure</source>
        <translation>--target-cos 和 --target 通过测量搜索：不能与 --no-measure 同时给出</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="260"/>
        <source>--target-cos takes a cosine from %1 to 1, got &apos;%2&apos;</source>
        <translation>--target-cos 取值为 %1 到 1 之间的余弦，实际为“%2”</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="270"/>
        <source>--hold-out takes a whole number of inputs, got &apos;%1&apos;</source>
        <translation>--hold-out 取值为输入个数（整数），实际为“%1”</translation>
    </message>
    <message>
        <location filename="../app/cli_plan.cpp" line="318"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
</context>
<context>
    <name>PlanFormats</name>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="13"/>
        <source>AXera Pulsar2 config (quant.layer_configs)</source>
        <translation>爱芯 Pulsar2 配置（quant.layer_configs）</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="15"/>
        <source>Layers are selected by node name, other tensors by tensor name. Pulsar2 silently ignores names that its optimized graph (output/frontend/optimized.onnx) does not have: check them there. Merging keeps every other key and comment of the config.</source>
        <translation>层按节点名选择，其他张量按张量名选择。Pulsar2 会静默忽略其优化图（output/frontend/optimized.onnx）中不存在的名称：请在该图中核对。合并时保留配置中的其他所有键和注释。</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="21"/>
        <source>SigmaStar input_config.ini ([CONV_CONFIG])</source>
        <translation>SigmaStar input_config.ini（[CONV_CONFIG]）</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="23"/>
        <source>SigmaStar sets INT16 only on convolution inputs. The syntax of tensor_arrays is not documented by SigmaStar: QuantLens writes it like the file&apos;s other lists (comma-separated, ending in &apos;;&apos;). Merging keeps the other sections and keys.</source>
        <translation>SigmaStar 只能在卷积输入上设 INT16。SigmaStar 未文档说明 tensor_arrays 的语法：QuantLens 按该文件其他列表的写法写出（逗号分隔，以 &apos;;&apos; 结尾）。合并时保留其他节和键。</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="29"/>
        <source>SigmaStar quantization parameters (JSON, bit 16)</source>
        <translation>SigmaStar 量化参数（JSON，bit 16）</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="31"/>
        <source>The calibrator&apos;s --quant_file: one entry per tensor with its range and bit width. Merging changes only the bit of the model&apos;s activations and adds the missing ones.</source>
        <translation>校准器的 --quant_file：每个张量一项，含范围和位宽。合并时只修改模型激活张量的 bit，并补上缺少的条目。</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="36"/>
        <source>Rockchip RKNN hybrid quantization (&lt;model&gt;.quantization.cfg)</source>
        <translation>瑞芯微 RKNN 混合量化（&lt;model&gt;.quantization.cfg）</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="38"/>
        <source>Merge into the .quantization.cfg that hybrid_quantization_step1 wrote, then run step 2. The tensors go under custom_quantize_layers as int16 (RKNN&apos;s 16-bit type; float16 for tensors the plan keeps in float); names must be keys of its quantize_parameters. Merging keeps every other line, comment and your own entries.</source>
        <translation>合并到 hybrid_quantization_step1 生成的 .quantization.cfg，再运行第 2 步。张量以 int16 写在 custom_quantize_layers 下（RKNN 的 16 位类型；方案中保持浮点的张量写 float16）；名称必须是其 quantize_parameters 的键。合并时保留其他所有行、注释和您自己的条目。</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="44"/>
        <source>HiSilicon NNIE prototxt (_hp layers)</source>
        <translation>海思 NNIE prototxt（_hp 层）</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="46"/>
        <source>Merge into a copy of your deploy prototxt: the planned layers&apos; names get the _hp suffix (high precision, read by nnie_mapper when its cfg says [compile_mode] 2: quantlens export --nnie-cfg sets it). Every other line stays as it is; without a file to merge into, the prototxt the plan&apos;s model was read from is copied.</source>
        <translation>合并到您的 deploy prototxt 的副本：方案中的层名加 _hp 后缀（高精度；nnie_mapper 在其 cfg 设为 [compile_mode] 2 时读取，quantlens export --nnie-cfg 会设置）。其他行保持原样；没有指定要合并的文件时，复制方案模型所读取的 prototxt。</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="52"/>
        <source>Tensor list (one name per line)</source>
        <translation>张量列表（每行一个名称）</translation>
    </message>
    <message>
        <location filename="../core/precision/plan_format.cpp" line="53"/>
        <source>The 16-bit activations by tensor name, for quantizers that take a list (such as ONNX Runtime&apos;s 16-bit or exclusion lists).</source>
        <translation>按张量名列出的 16 位激活，供接受列表的量化工具使用（如 ONNX Runtime 的 16 位或排除列表）。</translation>
    </message>
</context>
<context>
    <name>PreprocessCommand</name>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="64"/>
        <source>Turn images (JPEG, PNG, BMP) into model inputs as the toolchain&apos;s calibration loader does: decoded and resized by OpenCV (as cv2.imread and cv2.resize), channel order, (x - mean) / std and layout from the toolchain&apos;s own config or the options. Writes .npy files; --against compares the result with your own tensor (the same image preprocessed by your script or dumped on the board) and, when they differ by more than 1e-4, says which usual mistake would explain it.</source>
        <translation>按工具链校准加载器的方式把图像（JPEG、PNG、BMP）变成模型输入：由 OpenCV 解码和缩放（同 cv2.imread 和 cv2.resize），通道顺序、(x - mean) / std 和布局取自工具链自己的配置或命令行选项。写出 .npy 文件；--against 把结果与您自己的张量（同一图像经您的脚本预处理或在板端 dump 的结果）比较，相差超过 1e-4 时指出哪种常见错误可以解释这一差异。</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="70"/>
        <source>Image files.</source>
        <translation>图像文件。</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="70"/>
        <source>image…</source>
        <translation>图像…</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="72"/>
        <source>It says whose config --preprocess-config is (without it: told by the file&apos;s content).</source>
        <translation>说明 --preprocess-config 是哪个工具链的配置（不给出时按文件内容判断）。</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="77"/>
        <source>The float model: its input&apos;s shape gives the size, the channel count and the layout.</source>
        <translation>浮点模型：由其输入的形状决定尺寸、通道数和布局。</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="77"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="79"/>
        <source>The model input the images are for (default: the only one).</source>
        <translation>图像对应的模型输入（默认：唯一的输入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="79"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="81"/>
        <source>Compare the (one) image&apos;s tensor with this .npy; exit 1 when they differ by more than 1e-4.</source>
        <translation>把（单张）图像的张量与此 .npy 比较；相差超过 1e-4 时以 1 退出。</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="81"/>
        <source>x.npy</source>
        <translation>x.npy</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="83"/>
        <source>The .npy to write (one image), or a folder: one IMAGE-NAME.npy per image.</source>
        <translation>要写出的 .npy（一张图像），或一个文件夹：每张图像一个 图像名.npy。</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="83"/>
        <source>out</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="93"/>
        <source>give one or more image files</source>
        <translation>请给出一个或多个图像文件</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="95"/>
        <source>-o is required (or --against to only compare)</source>
        <translation>需要 -o（或只用 --against 进行比较）</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="97"/>
        <source>--against compares one image; give one</source>
        <translation>--against 只比较一张图像；请只给一张</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="131"/>
        <source>shapes differ</source>
        <translation>形状不同</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="133"/>
        <source>%1 matches %2: max abs %3 (at most %4)
</source>
        <translation>%1 与 %2 一致：最大绝对误差 %3（不超过 %4）
</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="137"/>
        <source>%1 differs from %2: max abs %3 (at most %4 is a match)
</source>
        <translation>%1 与 %2 不一致：最大绝对误差 %3（不超过 %4 才算一致）
</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="142"/>
        <source>  matches with %1: max abs %2
</source>
        <translation>  若%1则一致：最大绝对误差 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="143"/>
        <source>  with %1: max abs %2
</source>
        <translation>  若%1：最大绝对误差 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli_preprocess.cpp" line="168"/>
        <source>wrote %1
</source>
        <translation>已写入 %1
</translation>
    </message>
</context>
<context>
    <name>PreprocessingCheck</name>
    <message>
        <location filename="../app/preprocessing_check.cpp" line="36"/>
        <source>channels swapped (RGB &lt;-&gt; BGR)</source>
        <translation>交换通道（RGB &lt;-&gt; BGR）</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_check.cpp" line="43"/>
        <source>channels swapped, mean/std kept in place</source>
        <translation>交换通道但 mean/std 顺序不变</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_check.cpp" line="47"/>
        <source>no mean/std (pixel values 0-255)</source>
        <translation>不做 mean/std（像素值 0-255）</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_check.cpp" line="49"/>
        <source>pixel values divided by 255 only</source>
        <translation>像素值只除以 255</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_check.cpp" line="52"/>
        <source>mean/std on the 0-1 scale (x/255 first)</source>
        <translation>mean/std 按 0-1 刻度（先 x/255）</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_check.cpp" line="61"/>
        <source>the other layout (NCHW &lt;-&gt; NHWC)</source>
        <translation>换成另一种布局（NCHW &lt;-&gt; NHWC）</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_check.cpp" line="69"/>
        <source>resized with %1</source>
        <translation>用 %1 缩放</translation>
    </message>
</context>
<context>
    <name>PreprocessingOptions</name>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="31"/>
        <source>The toolchain&apos;s config that says how images are preprocessed: a Pulsar2 config.json (quant.input_configs, input_processors), a SigmaStar input_config.ini, an NNIE .cfg or an RKNN script with rknn.config(mean_values=…); told by its content unless --toolchain names it.</source>
        <translation>说明图像如何预处理的工具链配置：Pulsar2 config.json（quant.input_configs、input_processors）、SigmaStar input_config.ini、NNIE .cfg，或含 rknn.config(mean_values=…) 的 RKNN 脚本；除非 --toolchain 指明，否则按内容判断。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="34"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="36"/>
        <source>Image inputs: the mean subtracted per channel, in the model&apos;s channel order (one value: every channel), on the 0-255 scale as the toolchains write it.</source>
        <translation>图像输入：每个通道减去的均值，按模型的通道顺序（一个值：所有通道），按工具链的写法用 0-255 刻度。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="38"/>
        <source>m[,m,m]</source>
        <translation>m[,m,m]</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="39"/>
        <source>Image inputs: what each channel is divided by after the mean.</source>
        <translation>图像输入：减去均值后每个通道除以的值。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="40"/>
        <source>s[,s,s]</source>
        <translation>s[,s,s]</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="41"/>
        <source>Image inputs: the model takes RGB (the default).</source>
        <translation>图像输入：模型接受 RGB（默认）。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="42"/>
        <source>Image inputs: the model takes BGR.</source>
        <translation>图像输入：模型接受 BGR。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="43"/>
        <source>Image inputs: the model takes one gray channel.</source>
        <translation>图像输入：模型接受单个灰度通道。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="45"/>
        <source>Image inputs: NCHW or NHWC (default: as the model input&apos;s shape says).</source>
        <translation>图像输入：NCHW 或 NHWC（默认：按模型输入的形状）。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="45"/>
        <source>layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="47"/>
        <source>Image inputs: resize to this size (default: the model input&apos;s fixed size, else the image&apos;s own).</source>
        <translation>图像输入：缩放到此尺寸（默认：模型输入的固定尺寸，否则保持图像自身尺寸）。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="48"/>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="50"/>
        <source>Image inputs: bilinear (OpenCV&apos;s on the 8-bit image, as the vendors&apos; loaders; the default), bilinear-float, area or nearest.</source>
        <translation>图像输入：bilinear（OpenCV 在 8 位图像上的双线性插值，与厂商加载器相同；默认）、bilinear-float、area 或 nearest。</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="52"/>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="87"/>
        <source>--mean takes numbers separated by commas, not &apos;%1&apos;</source>
        <translation>--mean 需要用逗号分隔的数字，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="89"/>
        <source>--std takes numbers separated by commas, not &apos;%1&apos;</source>
        <translation>--std 需要用逗号分隔的数字，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="91"/>
        <source>give one of --rgb, --bgr and --gray</source>
        <translation>--rgb、--bgr 和 --gray 只能给出一个</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="100"/>
        <source>--layout takes NCHW or NHWC, not &apos;%1&apos;</source>
        <translation>--layout 取 NCHW 或 NHWC，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="104"/>
        <source>--input-size takes WIDTHxHEIGHT such as 640x640, not &apos;%1&apos;</source>
        <translation>--input-size 需要 宽x高，如 640x640，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="107"/>
        <source>--resize takes bilinear, bilinear-float, area or nearest, not &apos;%1&apos;</source>
        <translation>--resize 取 bilinear、bilinear-float、area 或 nearest，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="115"/>
        <source>the model input&apos;s fixed size, else the image&apos;s own</source>
        <translation>模型输入的固定尺寸，否则为图像自身尺寸</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="119"/>
        <source>images preprocessed: %1, %2, %3 (resize: %4, OpenCV), mean %5, std %6; from %7
</source>
        <translation>图像预处理：%1，%2，%3（缩放：%4，OpenCV），mean %5，std %6；来自 %7
</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="121"/>
        <source>layout of the model</source>
        <translation>模型的布局</translation>
    </message>
    <message>
        <location filename="../app/preprocessing_options.cpp" line="125"/>
        <source>  assumed: %1
</source>
        <translation>  假定：%1
</translation>
    </message>
</context>
<context>
    <name>ProgressPrinter</name>
    <message>
        <location filename="../app/cli_progress.cpp" line="20"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../app/cli_progress.cpp" line="22"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location filename="../app/cli_progress.cpp" line="23"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <location filename="../app/cli_progress.cpp" line="41"/>
        <source>about %1 left</source>
        <translation>约剩 %1</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <location filename="../app/cli_report.cpp" line="40"/>
        <source>Compare every tensor of a quantized (or board) run with the float run and report cosine similarity, MSE, RMSE, max/mean abs error, relative L2 norm error, SQNR, SigmaStar&apos;s relative L1 error, each side&apos;s statistics and a pass/warn/fail verdict, in the float graph&apos;s topological order; every run given (--quant-dump, --dump) has its own columns. Inputs that do not belong together (dumps of another model, another network&apos;s quantized model, nothing compared) are errors.</source>
        <translation>将量化（或板端）运行的每个张量与浮点运行比较，按浮点图的拓扑顺序报告余弦相似度、MSE、RMSE、最大/平均绝对误差、相对 L2 范数误差、SQNR、SigmaStar 相对 L1 误差、两侧统计量以及 通过/警告/失败 判定；给出的每个运行（--quant-dump、--dump）各有一组列。彼此不匹配的输入（另一个模型的 dump、另一个网络的量化模型、没有任何张量可比较）视为错误。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="49"/>
        <source>Also write each metric as a Model Explorer node-data file into this directory (cosine.json, sqnr_db.json, …; one set per run when there are several), to overlay on the model in that viewer.</source>
        <translation>同时把每个指标写成 Model Explorer 的节点数据文件放入此目录（cosine.json、sqnr_db.json 等；有多个运行时每个运行一套），以便在该查看器中叠加到模型上。</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="51"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="97"/>
        <source>quantlens report: cannot make the directory %1
</source>
        <translation>quantlens report：无法创建目录 %1
</translation>
    </message>
    <message>
        <location filename="../app/cli_report.cpp" line="103"/>
        <source>quantlens report: %1
</source>
        <translation>quantlens report：%1
</translation>
    </message>
</context>
<context>
    <name>RequantizeCommand</name>
    <message>
        <location filename="../app/cli_requantize.cpp" line="54"/>
        <source>Write the quantized model again with its activations recalibrated: every per-tensor activation&apos;s range from the float model over the calibration inputs (--calib, without those --drop names) by a calibration method, at the tensor&apos;s own type; the same nodes and names, weights unchanged, biases following the new scales. What quantlens calibrate measured, as a model for ONNX-based flows.</source>
        <translation>重新校准激活后再次写出量化模型：每个逐张量激活的范围由浮点模型在校准输入（--calib，去掉 --drop 指定的输入）上按某种校准方法求得，保持张量自身的类型；节点和名称不变，权重不变，偏置随新的 scale 调整。即 quantlens calibrate 所测量的结果，以模型形式供基于 ONNX 的流程使用。</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="59"/>
        <source>Quantized ONNX model (QDQ).</source>
        <translation>量化 ONNX 模型（QDQ）。</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="59"/>
        <source>quant.onnx</source>
        <translation>quant.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="61"/>
        <source>Float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="61"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="63"/>
        <source>The calibration method: minmax, percentile, mse or kl (default minmax).</source>
        <translation>校准方法：minmax、percentile、mse 或 kl（默认 minmax）。</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="63"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="66"/>
        <source>The Percentile method&apos;s share of values kept inside the range, two-sided, in % (default 99.99).</source>
        <translation>Percentile 方法在范围内保留的数值比例（双侧，单位 %，默认 99.99）。</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="67"/>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="69"/>
        <source>A calibration input to leave out (its path or file name; repeatable), e.g. one quantlens calibrate found to set ranges alone.</source>
        <translation>要去掉的校准输入（路径或文件名；可重复），例如 quantlens calibrate 发现独自决定范围的输入。</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="71"/>
        <location filename="../app/cli_requantize.cpp" line="73"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="73"/>
        <source>The model to write (atomically).</source>
        <translation>要写出的模型（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="86"/>
        <source>give one quantized model</source>
        <translation>请给出一个量化模型</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="88"/>
        <source>give the float model (--float): the ranges come from running it</source>
        <translation>请给出浮点模型（--float）：范围来自运行它</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="92"/>
        <source>-o is required (the model to write)</source>
        <translation>需要 -o（要写出的模型）</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="102"/>
        <source>--percentile must be a number from 50 to 100</source>
        <translation>--percentile 必须是 50 到 100 之间的数</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="104"/>
        <location filename="../app/cli_requantize.cpp" line="158"/>
        <source>quantlens requantize: %1
</source>
        <translation>quantlens requantize：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="120"/>
        <source>--drop &apos;%1&apos; names none of the calibration inputs (or more than one)</source>
        <translation>--drop “%1” 不对应任何校准输入（或对应多个）</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="128"/>
        <source>--drop leaves no calibration input</source>
        <translation>--drop 之后没有剩下任何校准输入</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="138"/>
        <source>Reading the models</source>
        <translation>正在读取模型</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="147"/>
        <source>Gathering the calibration statistics</source>
        <translation>正在收集校准统计</translation>
    </message>
    <message>
        <location filename="../app/cli_requantize.cpp" line="162"/>
        <source>quantlens requantize: %1 activations recalibrated by %2 over %3 calibration inputs (%4 left out); written to %5
</source>
        <translation>quantlens requantize：已按 %2 在 %3 个校准输入上重新校准 %1 个激活（去掉 %4 个）；已写入 %5
</translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <location filename="../app/cli_run.cpp" line="49"/>
        <source>Run a float or quantized ONNX model with QuantLens&apos;s own executor (no other runtime needed) and write its tensors as a dump folder: one .npy per float tensor and manifest.json. A quantized (QDQ) model&apos;s tensors are named after the float tensors they stand for (the DequantizeLinear output), with the values before QuantizeLinear under prequant/, so &apos;quantlens report&apos; compares the two runs directly. Several --input files for a one-input model are several samples: one subfolder each.</source>
        <translation>用 QuantLens 自带的执行器（不需要其他运行时）运行浮点或量化 ONNX 模型，并把张量写成 dump 文件夹：每个浮点张量一个 .npy，外加 manifest.json。量化（QDQ）模型的张量以它们所代表的浮点张量命名（DequantizeLinear 的输出），QuantizeLinear 之前的值放在 prequant/ 下，因此 &apos;quantlens report&apos; 可以直接比较两次运行。单输入模型给出多个 --input 文件时视为多个样本：每个样本一个子文件夹。</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="55"/>
        <source>The ONNX model to run.</source>
        <translation>要运行的 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="55"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="57"/>
        <source>A model input as an .npy file, or an image (JPEG, PNG, BMP) with its preprocessing (--preprocess-config or --mean/--std/--rgb|--bgr): NAME=FILE, or FILE for a one-input model (repeatable).</source>
        <translation>模型输入，.npy 文件，或带预处理设置（--preprocess-config 或 --mean/--std/--rgb|--bgr）的图像（JPEG、PNG、BMP）：名称=文件，单输入模型也可只给文件（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="59"/>
        <source>[name=]file.npy</source>
        <translation>[名称=]文件.npy</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="61"/>
        <source>The dump folder to write.</source>
        <translation>要写出的 dump 文件夹。</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="61"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="63"/>
        <source>Write only the graph outputs (of any element type).</source>
        <translation>只写出图的输出（任何元素类型）。</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="65"/>
        <source>Worker threads (default: all cores); results do not depend on it.</source>
        <translation>工作线程数（默认使用全部核心）；结果与线程数无关。</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="65"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="68"/>
        <source>Print the time spent per operator type on standard error.</source>
        <translation>在标准错误上打印每种算子类型的耗时。</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="79"/>
        <source>give one model to run</source>
        <translation>请给出一个要运行的模型</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="81"/>
        <source>-o DIR is required: the folder the tensors are written to</source>
        <translation>需要 -o DIR：写出张量的文件夹</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="83"/>
        <source>--input is required: the model&apos;s input as an .npy file</source>
        <translation>需要 --input：以 .npy 文件给出的模型输入</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="87"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="111"/>
        <source>two samples are named &apos;%1&apos;; give files of different names</source>
        <translation>两个样本都叫 &apos;%1&apos;；请给出不同名字的文件</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="140"/>
        <source>Running the model</source>
        <translation>正在运行模型</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="141"/>
        <source>Running %1</source>
        <translation>正在运行 %1</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="153"/>
        <source>quantlens run: interrupted; nothing written
</source>
        <translation>quantlens run：已中断；未写出任何内容
</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="160"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="168"/>
        <source>%1 %2 ms in %3 calls
</source>
        <translation>%1 %2 毫秒，共 %3 次调用
</translation>
    </message>
    <message>
        <location filename="../app/cli_run.cpp" line="178"/>
        <source>quantlens run: %1 tensors written to %2 (%3 s)
</source>
        <translation>quantlens run：已将 %1 个张量写到 %2（%3 秒）
</translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <location filename="../app/cli_simulate.cpp" line="39"/>
        <source>Predict what a precision plan does before rebuilding the model: QuantLens runs the float model and the quantized model with the plan&apos;s tensors at 16 bit (their calibrated range with 65,536 levels; biases follow) or in float, and prints, per input and graph output, the cosine against the float model now and with the plan. The models are the plan file&apos;s unless given.</source>
        <translation>在重新编译模型之前预测精度方案的效果：QuantLens 运行浮点模型和量化模型，把方案中的张量设为 16 位（保留校准范围，65,536 个量化级；偏置随之调整）或浮点，并按输入和图输出打印当前及采用方案后相对浮点模型的余弦。未指定时使用方案文件中的模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="45"/>
        <source>A QuantLens plan file (quantlens plan -o).</source>
        <translation>QuantLens 方案文件（quantlens plan -o）。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="45"/>
        <source>plan.json</source>
        <translation>plan.json</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="47"/>
        <source>Float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="47"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="49"/>
        <source>Quantized ONNX model (QDQ).</source>
        <translation>量化 ONNX 模型（QDQ）。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="49"/>
        <source>quant.onnx</source>
        <translation>quant.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="51"/>
        <source>A model input as .npy ([NAME=]FILE.npy; repeat for several inputs of a one-input model).</source>
        <translation>模型输入，.npy 格式（[名称=]文件.npy；单输入模型可重复给出多个输入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="52"/>
        <source>[name=]file.npy</source>
        <translation>[名称=]文件.npy</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="54"/>
        <source>A float dump holding the graph inputs, used when no --input is given.</source>
        <translation>包含图输入的浮点 dump，未给出 --input 时使用。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="54"/>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="56"/>
        <source>Output format: json or md (default md).</source>
        <translation>输出格式：json 或 md（默认 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="56"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="58"/>
        <source>Write to this file (atomically).</source>
        <translation>写入此文件（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="58"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="60"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认：全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="60"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="76"/>
        <source>give one plan file</source>
        <translation>请给出一个方案文件</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="79"/>
        <source>unknown format &apos;%1&apos; (use json or md)</source>
        <translation>未知格式 &apos;%1&apos;（请用 json 或 md）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="83"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="87"/>
        <location filename="../app/cli_simulate.cpp" line="110"/>
        <location filename="../app/cli_simulate.cpp" line="120"/>
        <location filename="../app/cli_simulate.cpp" line="128"/>
        <location filename="../app/cli_simulate.cpp" line="149"/>
        <location filename="../app/cli_simulate.cpp" line="155"/>
        <source>quantlens simulate: %1
</source>
        <translation>quantlens simulate：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="115"/>
        <source>the plan names no float model: give --float</source>
        <translation>方案中没有浮点模型：请给出 --float</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="124"/>
        <source>Running the models</source>
        <translation>正在运行模型</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="145"/>
        <source>Simulating the plan</source>
        <translation>正在模拟方案</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="158"/>
        <source>warning: %1 tensors of the plan are no quantized activation of the model (not simulated)
</source>
        <translation>警告：方案中有 %1 个张量不是模型的量化激活（未模拟）
</translation>
    </message>
</context>
<context>
    <name>SnapshotCommand</name>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="129"/>
        <source>Render one view of a workspace (or of inputs given as options) to an image without a display: the same pictures the window shows, for tickets and reports.</source>
        <translation>无需显示器，将工作区（或由选项给出的输入）的一个视图渲染为图片：与窗口中显示的一致，用于工单和报告。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="133"/>
        <source>The view: %1.</source>
        <translation>视图：%1。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="134"/>
        <location filename="../app/widgets/cli_snapshot.cpp" line="138"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="54"/>
        <source>no tensor or node is named &apos;%1&apos;; closest names: %2</source>
        <translation>没有名为 &apos;%1&apos; 的张量或节点；最接近的名称：%2</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="44"/>
        <source>--select needs runs to compare: a model alone has no compared tensors (add --float-dump and --quant-dump)</source>
        <translation>--select 需要已比较的运行：仅有模型时没有已比较的张量（请加上 --float-dump 和 --quant-dump）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="71"/>
        <source>--levers needs the models measured: a float and a quantized ONNX model and an input</source>
        <translation>--levers 需要先测量模型：一个浮点 ONNX 模型、一个量化 ONNX 模型和一个输入</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="74"/>
        <source>--levers needs calibration inputs (--calib)</source>
        <translation>--levers 需要校准输入（--calib）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="104"/>
        <source>no run is labelled &apos;%1&apos; (runs: %2)</source>
        <translation>没有标签为“%1”的运行（现有运行：%2）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="136"/>
        <source>Tensor or node to select (highlighted in every view; default: where the window opens, the triage&apos;s suspect).</source>
        <translation>要选中的张量或节点（在每个视图中高亮；默认：窗口打开时的位置，即分诊的嫌疑张量）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="140"/>
        <source>Image file to write: .png, .svg or .pdf.</source>
        <translation>要写入的图片文件：.png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="140"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="141"/>
        <source>Image size in pixels (default 1600x1000).</source>
        <translation>图片尺寸，单位像素（默认 1600x1000）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="141"/>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="144"/>
        <source>No warnings on standard error (errors are always printed).</source>
        <translation>不在标准错误输出警告（错误总会输出）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="146"/>
        <source>Run the models first, as the window does (measured columns, gains, the weights view, the plan&apos;s predicted cos): the default when the models and an input are there.</source>
        <translation>先运行模型，与窗口相同（实测列、增益、权重视图、方案的预测余弦）：模型和输入都具备时默认如此。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="149"/>
        <source>Do not run the models: the views show the dumps&apos; numbers and the suspect is ranked from them alone, a guess that measuring may not confirm (faster).</source>
        <translation>不运行模型：视图只显示转储中的数值，嫌疑张量仅据此排序，这是一种推测，测量不一定能证实（更快）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="152"/>
        <source>Compare the quantized model&apos;s encodings with this quantized model (ONNX or SigmaStar JSON) and colour the graph by Encoding changed, as Analysis ▸ Compare encodings does.</source>
        <translation>将量化模型的编码与此量化模型（ONNX 或 SigmaStar JSON）比较，并按“编码变化”为图着色，与“分析 ▸ 比较编码”相同。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="154"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="156"/>
        <source>The run the graph is coloured by and the table shows (its label; default: the graph the first run, the table every run).</source>
        <translation>图按其着色、表格显示的运行（按标签；默认：图用第一个运行，表格显示所有运行）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="158"/>
        <location filename="../app/widgets/cli_snapshot.cpp" line="162"/>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="160"/>
        <source>Colour the graph by the difference between --run (else the first run) and this run, and mark the first tensor where they part.</source>
        <translation>按 --run（否则第一个运行）与此运行之差为图着色，并标出二者最先分歧的张量。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="164"/>
        <source>Measure the fix advisor&apos;s levers and each transform site alone first (needs --calib), as the Advisor view does: the advisor view shows them, the graph colours by Helped by SmoothQuant / CLE.</source>
        <translation>先测量修复顾问的各手段以及每个变换位置单独的效果（需要 --calib），与修复顾问视图相同：advisor 视图显示它们，图按“SmoothQuant / CLE 带来的提升”着色。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="167"/>
        <source>With --levers: measure the models as if rebuilt with the advised combination (the Advisor view&apos;s Apply) before the picture.</source>
        <translation>与 --levers 一起使用：出图前按用建议的组合重新构建后的模型来测量（即修复顾问视图的“应用”）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="180"/>
        <source>-o is required</source>
        <translation>缺少必需的选项 -o</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="183"/>
        <source>--size must look like 1600x1000 (64 to 16384 pixels each way)</source>
        <translation>--size 的格式应如 1600x1000（每边 64 到 16384 像素）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="186"/>
        <source>unknown view &apos;%1&apos; (use %2)</source>
        <translation>未知视图 &apos;%1&apos;（可用：%2）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="194"/>
        <location filename="../app/widgets/cli_snapshot.cpp" line="227"/>
        <location filename="../app/widgets/cli_snapshot.cpp" line="254"/>
        <location filename="../app/widgets/cli_snapshot.cpp" line="265"/>
        <source>quantlens snapshot: %1
</source>
        <translation>quantlens snapshot：%1
</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="199"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="214"/>
        <source>quantlens snapshot: measuring by running the models (--no-measure to skip)
</source>
        <translation>quantlens snapshot：正在运行模型进行测量（--no-measure 可跳过）
</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="218"/>
        <source>warning: the models could not be run, so nothing was measured: %1
</source>
        <translation>警告：模型无法运行，因此没有测量：%1
</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="219"/>
        <source>warning: the models could not be run, so the suspect is ranked from the dumps alone (a guess): %1
</source>
        <translation>警告：模型无法运行，因此嫌疑张量仅根据转储数据排序（推测）：%1
</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="225"/>
        <source>--levers measures by running the models: drop --no-measure</source>
        <translation>--levers 需要运行模型来测量：请去掉 --no-measure</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="251"/>
        <source>--compare-encodings needs a quantized model in the inputs (--quant)</source>
        <translation>--compare-encodings 需要输入中有量化模型（--quant）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_snapshot.cpp" line="260"/>
        <source>warning: no site of equalization or SmoothQuant to colour by: the graph keeps its colour-by
</source>
        <translation>警告：没有可用于着色的均衡化或 SmoothQuant 位置：图保持原来的着色方式
</translation>
    </message>
</context>
<context>
    <name>TaskKind</name>
    <message>
        <location filename="../ui/task_kind_text.cpp" line="10"/>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../ui/task_kind_text.cpp" line="11"/>
        <source>text (CTC)</source>
        <translation>文本 (CTC)</translation>
    </message>
    <message>
        <location filename="../ui/task_kind_text.cpp" line="12"/>
        <source>mask IoU</source>
        <translation>掩码 IoU</translation>
    </message>
    <message>
        <location filename="../ui/task_kind_text.cpp" line="13"/>
        <source>SQNR</source>
        <translation>SQNR</translation>
    </message>
</context>
<context>
    <name>TicketCommand</name>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="36"/>
        <source>Write a support ticket as one zip for the vendor&apos;s FAE: PNG and SVG of every view with the suspected tensor selected, the per-tensor report (CSV, Markdown), inspection, outliers and triage, the precision plan (the workspace&apos;s, else the suggested one) exported to every vendor format with its diff, every input file with its size and SHA-256, the versions, and a summary in English and Chinese that follows the vendors&apos; ticket template. Written atomically; no display needed.</source>
        <translation>为厂商 FAE 生成一个 zip 技术支持工单：选中可疑张量后每个视图的 PNG 和 SVG、逐张量报告（CSV、Markdown）、检查、离群值与分诊结果、精度方案（工作区中的方案，否则为建议方案）导出为各厂商格式及其差异、每个输入文件的大小和 SHA-256、版本信息，以及按厂商工单模板编写的中英文摘要。原子写入；无需显示器。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="43"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="43"/>
        <source>Tensor the pictures select (default: the triage&apos;s suspect).</source>
        <translation>图片中选中的张量（默认：分诊的嫌疑张量）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="48"/>
        <source>Your existing vendor config (Pulsar2 config.json, input_config.ini, ...): the plan is merged into it and the diff shows what changes.</source>
        <translation>您现有的厂商配置（Pulsar2 config.json、input_config.ini 等）：方案将合并到其中，差异显示改动了什么。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="50"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="51"/>
        <source>Picture size in pixels (default 1600x1000).</source>
        <translation>图片尺寸，单位像素（默认 1600x1000）。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="51"/>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="54"/>
        <source>Attach the selected tensor&apos;s node (its output and inputs) as every run holds it, as .npy files in dumps/: what support asks for first.</source>
        <translation>把选中张量的节点（输出和输入）按每次运行的数据以 .npy 文件附在 dumps/ 中：这是技术支持最先要的东西。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="57"/>
        <source>The precision plan you decided on (a QuantLens plan .json, e.g. from &apos;quantlens plan&apos;): the ticket carries it and its vendor configs instead of a suggestion.</source>
        <translation>您确定的精度方案（QuantLens 方案 .json，例如由“quantlens plan”生成）：工单携带它及其各厂商配置，而不是建议方案。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="59"/>
        <source>plan.json</source>
        <translation>plan.json</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="68"/>
        <source>-o is required (the .zip to write)</source>
        <translation>必须给出 -o（要写出的 .zip）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="72"/>
        <source>--size must look like 1600x1000 (64 to 16384 pixels each way)</source>
        <translation>--size 的格式应类似 1600x1000（每个方向 64 到 16384 像素）</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="108"/>
        <source>no tensor is named &apos;%1&apos;</source>
        <translation>没有名为“%1”的张量</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="119"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="121"/>
        <source>Hashing the inputs</source>
        <translation>正在计算输入文件哈希</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="81"/>
        <location filename="../app/widgets/cli_ticket.cpp" line="90"/>
        <location filename="../app/widgets/cli_ticket.cpp" line="98"/>
        <location filename="../app/widgets/cli_ticket.cpp" line="126"/>
        <source>quantlens ticket: %1
</source>
        <translation>quantlens ticket：%1
</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="45"/>
        <source>The ticket follows its guide (triage, next steps) and its ticket template, and suggests a plan by its 16-bit rule.</source>
        <translation>工单遵循该工具链的指南（诊断、下一步）和工单模板，并按其 16 位规则建议方案。</translation>
    </message>
    <message>
        <location filename="../app/widgets/cli_ticket.cpp" line="130"/>
        <source>quantlens ticket: wrote %1 (suspected tensor: %2)
</source>
        <translation>quantlens ticket：已写出 %1（可疑张量：%2）
</translation>
    </message>
</context>
<context>
    <name>TicketSummary</name>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="74"/>
        <source>QuantLens support ticket</source>
        <translation>QuantLens 技术支持工单</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="76"/>
        <source>Written by QuantLens %1 on %2. Fill in the sections marked ✎ before you send it.</source>
        <translation>由 QuantLens %1 于 %2 生成。发送前请填写标有 ✎ 的部分。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="81"/>
        <source>Cosine similarity on one input is not dataset accuracy (mAP, top-1): confirm any fix on a data set.</source>
        <translation>单个输入上的余弦相似度并不等于数据集精度（mAP、top-1）：任何修正都请在数据集上确认。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="88"/>
        <source>1. Platform and toolchain ✎</source>
        <translation>1. 平台与工具链 ✎</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="91"/>
        <source>Chip and board:</source>
        <translation>芯片与板卡：</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="93"/>
        <source>Deployed on another platform before? Its vendor, chip, toolchain version, quantization script or config and command:</source>
        <translation>是否在其他平台部署过？对应厂商、芯片型号、工具链版本、量化脚本或配置文件，以及执行命令：</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="96"/>
        <source>Dataset metric of the float model, on the board, and which metric:</source>
        <translation>数据集指标：浮点精度、板上运行时精度，以及所用指标：</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="100"/>
        <source>This analysis ran on %1 (see versions.txt).</source>
        <translation>本分析运行于 %1（见 versions.txt）。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="105"/>
        <source>2. The inputs of this analysis</source>
        <translation>2. 本分析的输入</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="107"/>
        <source>role</source>
        <translation>用途</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="107"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="108"/>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="118"/>
        <source>float model</source>
        <translation>浮点模型</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="119"/>
        <source>quantized model</source>
        <translation>量化模型</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="121"/>
        <source>tensor map</source>
        <translation>张量映射</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="144"/>
        <source>%1 files, in inputs.csv; tensor names from %2</source>
        <translation>%1 个文件，见 inputs.csv；张量名来自 %2</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="147"/>
        <source>%1 files, in inputs.csv</source>
        <translation>%1 个文件，见 inputs.csv</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="152"/>
        <source>reference run &apos;%1&apos;</source>
        <translation>参考运行“%1”</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="154"/>
        <source>run &apos;%1&apos;</source>
        <translation>运行“%1”</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="156"/>
        <source>Every input file with its size and SHA-256 is listed in inputs.csv, so support can check they have the same files.</source>
        <translation>每个输入文件及其大小和 SHA-256 都列在 inputs.csv 中，技术支持可据此核对手头的文件是否一致。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="170"/>
        <source>3. Minimal reproducible case ✎</source>
        <translation>3. 可复现的最小 case ✎</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="171"/>
        <source>Attach, or say why you cannot:</source>
        <translation>请附上，或说明无法提供的原因：</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="172"/>
        <source>the float ONNX model (listed above)</source>
        <translation>onnx 浮点模型（见上表）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="173"/>
        <source>one test image and its preprocessing (Python or C++)</source>
        <translation>单张测试图片及其预处理（Python 或 C++ 均可）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="206"/>
        <source>largest local drop</source>
        <translation>最大局部下降</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="225"/>
        <source>Every tensor with every metric: report/report.csv and report/report.md, and report/report.html (graph, curves and table in any browser); ranges, clipping and own quantization loss: report/inspection.csv; per-channel outliers: report/outliers.csv.</source>
        <translation>每个张量的全部指标：report/report.csv 和 report/report.md，以及 report/report.html（在任何浏览器中查看计算图、曲线和表格）；范围、截断与自身量化损失：report/inspection.csv；逐通道离群值：report/outliers.csv。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="240"/>
        <source>%1, the output of node %2 (%3), shape %4: the triage&apos;s suspect (%5). Every picture in views/ selects it.</source>
        <translation>%1，节点 %2（%3）的输出，形状 %4：分诊的嫌疑张量（%5）。views/ 中每张图都选中了它。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="285"/>
        <source>Its float and quantized values are in the runs&apos; dumps (see inputs.csv); attach those files if support asks for them (quantlens ticket --attach-suspect puts them in the bundle).</source>
        <translation>它的浮点值和量化值在各次运行的转储中（见 inputs.csv）；技术支持需要时请附上这些文件（quantlens ticket --attach-suspect 会把它们放进包里）。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="290"/>
        <source>Its node&apos;s output and inputs, as every run holds them, are attached in dumps/ (.npy, float32, in the float model&apos;s layout; quantized runs dequantized).</source>
        <translation>它所在节点的输出和输入已按每次运行的数据附在 dumps/ 中（.npy，float32，浮点模型的布局；量化运行已反量化）。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="315"/>
        <source>The workspace has no plan, and QuantLens suggests none: the triage finds &quot;%1&quot;, whose fix is not moving layers to 16 bit (see 6. Triage).</source>
        <translation>工作区没有方案，QuantLens 也不建议方案：分诊结论是“%1”，其解决办法不是把层改为 16 位（见 6. 分诊）。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="322"/>
        <source>The workspace has no plan yet: this is QuantLens&apos; suggestion (the triage&apos;s culprit ranking, within the default budget), not applied by anyone.</source>
        <translation>工作区还没有方案：这是 QuantLens 的建议（分诊的嫌疑排序，在默认预算内），尚未被任何人采用。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="160"/>
        <source>Not listed: %1 links in the dump folders to files outside them (e.g. %2); they are not part of the runs&apos; dumps.</source>
        <translation>未列出：转储文件夹中有 %1 个指向文件夹外文件的链接（例如 %2）；它们不属于这些运行的转储。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="120"/>
        <source>model input</source>
        <translation>模型输入</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="137"/>
        <source>computed by running this model on the model inputs listed above</source>
        <translation>由此模型在上面列出的模型输入上运行计算得到</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="175"/>
        <source>the calibration subset</source>
        <translation>用于量化的最小数据集</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="176"/>
        <source>the build command and the complete compile log</source>
        <translation>编译命令和完整的编译日志</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="179"/>
        <source>If the model cannot be shared: a float model with random weights, the complete compile log, the toolchain&apos;s precision analysis output (Pulsar2: &quot;precision_analysis&quot;: true, &quot;precision_analysis_method&quot;: &quot;EndToEnd&quot;, then output/quant/debug), the config, the calibration subset and the command. The tables and pictures of this bundle can be shared instead of the dumps.</source>
        <translation>如因数据安全无法提供原始模型：请提供随机权重的浮点模型、完整的编译日志、工具链的精度分析输出（Pulsar2：开启 &quot;precision_analysis&quot;: true, &quot;precision_analysis_method&quot;: &quot;EndToEnd&quot; 后打包 output/quant/debug）、配置文件、用于量化的最小数据集以及编译命令。本工单中的表格和图片可代替 dump 提供。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="191"/>
        <source>4. Per-layer comparison</source>
        <translation>4. 逐层对比</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="193"/>
        <source>Thresholds: warning below cos %1, failure below cos %2, SigmaStar relative L1 above %3 (0: off).</source>
        <translation>阈值：余弦低于 %1 为警告，低于 %2 为失败，SigmaStar 相对 L1 高于 %3 为警告（0：关闭）。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="199"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="200"/>
        <source>compared</source>
        <translation>已比较</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="201"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="201"/>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="202"/>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="203"/>
        <source>output cos</source>
        <translation>输出余弦</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="204"/>
        <source>first warning</source>
        <translation>首个警告</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="205"/>
        <source>first failure</source>
        <translation>首个失败</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="233"/>
        <source>5. Suspected layer</source>
        <translation>5. 可疑层</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="236"/>
        <source>Every compared tensor passes: no layer stands out.</source>
        <translation>所有已比较的张量都通过：没有特别可疑的层。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="254"/>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="259"/>
        <source>%1: cos %2, RMSE %3, max abs error %4, SQNR %5 dB (%6)</source>
        <translation>%1：余弦 %2，RMSE %3，最大绝对误差 %4，SQNR %5 dB（%6）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="266"/>
        <source>float range [%1, %2]; representable [%3, %4]; range use %5; clipped %6; own quantization SQNR %7 dB; cosine lost against its inputs %8</source>
        <translation>浮点范围 [%1, %2]；可表示范围 [%3, %4]；范围利用率 %5；截断比例 %6；自身量化 SQNR %7 dB；相对输入损失的余弦 %8</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="277"/>
        <source>flags: %1</source>
        <translation>标记：%1</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="281"/>
        <source>advice: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="298"/>
        <source>6. Triage (the vendors&apos; debugging procedure)</source>
        <translation>6. 分诊（厂商的调试流程）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="312"/>
        <source>7. Precision plan</source>
        <translation>7. 精度方案</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="325"/>
        <source>The plan of this workspace, as the user edited it.</source>
        <translation>本工作区中用户编辑的方案。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="327"/>
        <source>%1 tensors at 16 bit; cost: %2 % of MACs, %3 % of activation bytes.</source>
        <translation>%1 个张量为 16 位；代价：%2 % 的 MAC，%3 % 的激活字节。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="334"/>
        <source>tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="335"/>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="336"/>
        <source>why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="353"/>
        <source>Exported (plan/):</source>
        <translation>已导出（plan/）：</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="355"/>
        <source>the plan, for &apos;quantlens export&apos; and the window</source>
        <translation>方案文件，供 quantlens export 和窗口使用</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="360"/>
        <source>changes: plan/%1.diff</source>
        <translation>改动：plan/%1.diff</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="365"/>
        <source>not written: %1</source>
        <translation>未写出：%1</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="372"/>
        <source>8. What QuantLens found wrong with the inputs</source>
        <translation>8. QuantLens 发现的输入问题</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="374"/>
        <source>Nothing: the models and dumps belong together.</source>
        <translation>无：模型与 dump 相互匹配。</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="380"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="381"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="388"/>
        <source>… %1 more warnings in report/report.md</source>
        <translation>… 另有 %1 条警告见 report/report.md</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="403"/>
        <source>9. Conclusions so far ✎</source>
        <translation>9. 目前的结论 ✎</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="404"/>
        <source>What you tried (16-bit layers, calibration method and data, …) and what it changed:</source>
        <translation>已尝试的方法（16 位层、校准方法与数据等）及其效果：</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="410"/>
        <source>Contents of this bundle</source>
        <translation>工单内容</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="415"/>
        <source>PNG and SVG of every view (%1), with %2 selected</source>
        <translation>每个视图（%1）的 PNG 和 SVG，均选中 %2</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="418"/>
        <source>per-tensor report (CSV, Markdown, one HTML page), inspection, outliers, triage (Markdown, JSON)</source>
        <translation>逐张量报告（CSV、Markdown、单个 HTML 网页）、检查、离群值、分诊（Markdown、JSON）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="423"/>
        <source>the precision plan (empty: none suggested)</source>
        <translation>精度方案（为空：未建议）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="424"/>
        <source>the precision plan, each vendor config and its diff</source>
        <translation>精度方案、各厂商配置及其差异</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="428"/>
        <source>the suspect&apos;s node as every run holds it (%1 files)</source>
        <translation>嫌疑节点在每次运行中的数据（%1 个文件）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="432"/>
        <source>the model inputs the models ran on (%1 files)</source>
        <translation>模型运行所用的模型输入（%1 个文件）</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="435"/>
        <source>every input file, its size and SHA-256</source>
        <translation>每个输入文件及其大小和 SHA-256</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="437"/>
        <source>QuantLens, its libraries and the system</source>
        <translation>QuantLens、所用库及系统的版本</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="439"/>
        <source>reopens this analysis in QuantLens where the same files exist</source>
        <translation>在存在相同文件的机器上用 QuantLens 重新打开本分析</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_summary.cpp" line="442"/>
        <source>this summary in English and Chinese</source>
        <translation>本摘要的英文版和中文版</translation>
    </message>
</context>
<context>
    <name>ToolchainOption</name>
    <message>
        <location filename="../app/toolchain_option.cpp" line="10"/>
        <source>The toolchain you deploy with: %1 (default generic). %2</source>
        <translation>您部署所用的工具链：%1（默认 generic）。%2</translation>
    </message>
    <message>
        <location filename="../app/toolchain_option.cpp" line="12"/>
        <location filename="../app/toolchain_option.cpp" line="13"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location filename="../app/toolchain_option.cpp" line="13"/>
        <source>Old name of --toolchain.</source>
        <translation>--toolchain 的旧名称。</translation>
    </message>
</context>
<context>
    <name>TransformCommand</name>
    <message>
        <location filename="../app/cli_transform.cpp" line="66"/>
        <source>Write the float model transformed as &apos;quantlens advise&apos; measured it, for your vendor&apos;s quantizer: cross-layer equalization (--equalize) and SmoothQuant at a strength (--smooth-quant ALPHA, its channel maxima over --calib). Same graph inputs, outputs, nodes and names; only weights change. The outputs are checked against the original&apos;s on the eval inputs (--input) and the largest relative difference printed; a model whose outputs moved more than float rounding is not written. Bias correction (--bias-correction) moves them on purpose: each Conv/Gemm bias takes out the mean shift the quantized model (--quant) makes in its output once recalibrated by --method over --calib; quantize the written model with that method.</source>
        <translation>按 &apos;quantlens advise&apos; 测量的方式写出变换后的浮点模型，交给厂商的量化器：跨层均衡（--equalize）和给定强度的 SmoothQuant（--smooth-quant ALPHA，通道最大值取自 --calib）。图的输入、输出、节点和名称不变，只改权重。输出在评估输入（--input）上与原模型比较并打印最大相对差；输出变化超过浮点舍入的模型不会写出。偏置校正（--bias-correction）有意改变输出：每个 Conv/Gemm 的偏置减去量化模型（--quant）按 --method 在 --calib 上重新校准后其输出的均值偏移；请用同一方法量化写出的模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="75"/>
        <source>The float ONNX model.</source>
        <translation>浮点 ONNX 模型。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="75"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="77"/>
        <source>Cross-layer equalization of every Conv → (Relu) → Conv pair with weights of its own.</source>
        <translation>对每个权重独占的 Conv → (Relu) → Conv 对做跨层均衡。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="79"/>
        <source>SmoothQuant with this migration strength (0 to 1; &apos;advise&apos; says which).</source>
        <translation>以此迁移强度做 SmoothQuant（0 到 1；由 &apos;advise&apos; 给出）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="79"/>
        <source>alpha</source>
        <translation>alpha</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="81"/>
        <source>Bias correction fitted to the quantized model (--quant) calibrated by --method over --calib.</source>
        <translation>按量化模型（--quant）以 --method 在 --calib 上校准后拟合的偏置校正。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="83"/>
        <source>The quantized ONNX model (QDQ) whose encoding bias correction fits.</source>
        <translation>偏置校正所拟合其编码的量化 ONNX 模型（QDQ）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="83"/>
        <source>quant.onnx</source>
        <translation>quant.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="85"/>
        <source>The calibration method the rebuild uses, which bias correction fits (minmax, percentile, mse, kl; &apos;advise&apos; says which).</source>
        <translation>重新构建使用的校准方法，偏置校正按它拟合（minmax、percentile、mse、kl；由 &apos;advise&apos; 给出）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="87"/>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="89"/>
        <source>With --bias-correction: the rebuild quantizes the weights per output channel (as &apos;advise&apos; measured it when per-channel weights are in its combination).</source>
        <translation>与 --bias-correction 同用：重新构建时按输出通道量化权重（当 &apos;advise&apos; 的组合包含逐通道权重时即按此测量）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="92"/>
        <source>The Percentile method&apos;s share of values kept inside the range, two-sided, in % (default 99.99).</source>
        <translation>Percentile 方法保留在范围内的数值比例（双侧，%，默认 99.99）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="93"/>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="95"/>
        <source>An eval input as .npy ([NAME=]FILE.npy; repeat for several inputs of a one-input model).</source>
        <translation>评估输入，.npy 文件（[名称=]文件.npy；单输入模型可重复给出多个输入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="96"/>
        <source>[name=]file.npy</source>
        <translation>[名称=]文件.npy</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="98"/>
        <source>The transformed model to write (atomically).</source>
        <translation>要写出的变换后模型（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="98"/>
        <source>out.onnx</source>
        <translation>out.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="100"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认使用全部核心）。</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="100"/>
        <source>n</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="114"/>
        <source>give one float model</source>
        <translation>请给出一个浮点模型</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="116"/>
        <source>give the file to write (-o out.onnx)</source>
        <translation>请给出要写出的文件（-o out.onnx）</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="120"/>
        <source>choose a transform: --equalize, --smooth-quant ALPHA, --bias-correction</source>
        <translation>请选择变换：--equalize、--smooth-quant ALPHA、--bias-correction</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="124"/>
        <source>--bias-correction needs the quantized model (--quant), calibration inputs (--calib) and the rebuild&apos;s method (--method minmax|percentile|mse|kl)</source>
        <translation>--bias-correction 需要量化模型（--quant）、校准输入（--calib）和重新构建的方法（--method minmax|percentile|mse|kl）</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="129"/>
        <source>--percentile must be a number from 50 to 100</source>
        <translation>--percentile 必须是 50 到 100 之间的数</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="132"/>
        <source>--smooth-quant must be a number from 0 to 1</source>
        <translation>--smooth-quant 必须是 0 到 1 之间的数</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="134"/>
        <source>--smooth-quant needs calibration inputs (--calib) for its channel maxima</source>
        <translation>--smooth-quant 需要校准输入（--calib）来求通道最大值</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="137"/>
        <source>--threads must be a whole number from 0 to 1024</source>
        <translation>--threads 必须是 0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="139"/>
        <location filename="../app/cli_transform.cpp" line="251"/>
        <source>quantlens transform: %1
</source>
        <translation>quantlens transform：%1
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli_transform.cpp" line="161"/>
        <source>%n Conv pairs equalized</source>
        <translation>
            <numerusform>已均衡 %n 个 Conv 对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli_transform.cpp" line="177"/>
        <source>%n tensors smoothed</source>
        <translation>
            <numerusform>已平滑 %n 个张量</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="203"/>
        <source>quantlens transform: the outputs moved by %1 (relative L2) on the eval inputs, more than float rounding; nothing written
</source>
        <translation>quantlens transform：在评估输入上输出变化了 %1（相对 L2），超过浮点舍入；未写出任何文件
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli_transform.cpp" line="239"/>
        <source>%n biases corrected for %1</source>
        <translation>
            <numerusform>为 %1 校正了 %n 个偏置</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="243"/>
        <source>bias correction moved the float outputs by %1 (relative L2), as it means to</source>
        <translation>偏置校正按其用意使浮点输出变化了 %1（相对 L2）</translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="257"/>
        <source>outputs not checked: give eval inputs (--input)</source>
        <translation>未核对输出：请给出评估输入（--input）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli_transform.cpp" line="259"/>
        <source>outputs within %1 (relative L2) of the original&apos;s on %n eval inputs</source>
        <translation>
            <numerusform>在 %n 个评估输入上，输出与原模型相差不超过 %1（相对 L2）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli_transform.cpp" line="264"/>
        <source>quantlens transform: %1; %2; wrote %3
</source>
        <translation>quantlens transform：%1；%2；已写出 %3
</translation>
    </message>
</context>
<context>
    <name>TriageCommand</name>
    <message>
        <location filename="../app/cli_triage.cpp" line="35"/>
        <source>Run the vendors&apos; debugging procedure on the inputs: the graph input first (channel order, mean/std, layout), then board against simulator (with a second run given by --dump), then the shape of the error curve, the ranges and the outliers. Prints the category (preprocessing, board, layer_mismatch, calibration, quantization_jump, outliers, gradual, postprocessing), the culprits most likely first, the evidence and the next steps.</source>
        <translation>对输入执行厂商的调试流程：先看图输入（通道顺序、均值/标准差、布局），再比较板端与仿真器（用 --dump 给出第二次运行），然后看误差曲线的形状、范围和离群值。输出类别（preprocessing、board、layer_mismatch、calibration、quantization_jump、outliers、gradual、postprocessing）、按可能性排序的嫌疑张量、证据和下一步。</translation>
    </message>
    <message>
        <location filename="../app/cli_triage.cpp" line="41"/>
        <source>The triage follows its guide&apos;s thresholds and next steps (explicit threshold options win).</source>
        <translation>诊断遵循该指南的阈值和下一步（显式给出的阈值选项优先）。</translation>
    </message>
    <message>
        <location filename="../app/cli_triage.cpp" line="44"/>
        <source>No longer needed: when every tensor agrees, the triage concludes post-processing.</source>
        <translation>已不再需要：每个张量都一致时，分诊会得出后处理的结论。</translation>
    </message>
    <message>
        <location filename="../app/cli_triage.cpp" line="62"/>
        <source>quantlens triage: notice: --results-wrong is no longer needed and is ignored: when every tensor agrees, the triage concludes post-processing by itself
</source>
        <translation>quantlens triage：提示：--results-wrong 已不再需要，将被忽略：每个张量都一致时，分诊会自行得出后处理的结论
</translation>
    </message>
    <message>
        <location filename="../app/cli_triage.cpp" line="54"/>
        <source>triage writes json or md, not csv</source>
        <translation>triage 输出 json 或 md，不支持 csv</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <location filename="../app/cli_verify.cpp" line="31"/>
        <source>Check whether the vendor build applied the plan: each tensor the plan moves to 16 bit (or float) is looked up in what the build produced and listed as applied, not_applied, fused (merged into a neighbour that runs as planned) or unknown (the build has no such name). Exit status 1 when a tensor was not applied.</source>
        <translation>检查厂商构建是否应用了方案：方案中改为 16 位（或浮点）的每个张量都会在构建产物中查找，并列为 applied、not_applied、fused（并入按方案运行的相邻层）或 unknown（构建中没有该名称）。有张量未应用时退出状态为 1。</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="37"/>
        <source>A QuantLens plan file (quantlens plan -o).</source>
        <translation>QuantLens 方案文件（quantlens plan -o）。</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="37"/>
        <source>plan.json</source>
        <translation>plan.json</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="39"/>
        <source>What the build produced: a quantized ONNX model (QDQ or QOperator), a SigmaStar quantization-parameter JSON, a Pulsar2 precision table (or the build log holding it), an RKNN quantization.cfg or error_analysis.txt.</source>
        <translation>构建产物：量化 ONNX 模型（QDQ 或 QOperator）、SigmaStar 量化参数 JSON、Pulsar2 精度表（或包含它的构建日志）、RKNN quantization.cfg 或 error_analysis.txt。</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="42"/>
        <location filename="../app/cli_verify.cpp" line="48"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="44"/>
        <source>The float ONNX model the plan was made for (default: the plan file&apos;s).</source>
        <translation>方案所针对的浮点 ONNX 模型（默认：方案文件中的）。</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="44"/>
        <source>model.onnx</source>
        <translation>model.onnx</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="46"/>
        <source>Output format: json or md (default md).</source>
        <translation>输出格式：json 或 md（默认 md）。</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="46"/>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="48"/>
        <source>Write to this file (atomically).</source>
        <translation>写入此文件（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="57"/>
        <source>give one plan file</source>
        <translation>请给出一个方案文件</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="59"/>
        <source>--quant is required (what the build produced)</source>
        <translation>需要 --quant（构建产物）</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="62"/>
        <source>unknown format &apos;%1&apos; (use json or md)</source>
        <translation>未知格式 &apos;%1&apos;（请用 json 或 md）</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="66"/>
        <location filename="../app/cli_verify.cpp" line="75"/>
        <location filename="../app/cli_verify.cpp" line="81"/>
        <location filename="../app/cli_verify.cpp" line="92"/>
        <source>quantlens verify: %1
</source>
        <translation>quantlens verify：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli_verify.cpp" line="72"/>
        <source>the plan names no float model: give --float</source>
        <translation>方案中没有浮点模型：请给出 --float</translation>
    </message>
</context>
<context>
    <name>ViewExporter</name>
    <message>
        <location filename="../ui/view_exporter.cpp" line="90"/>
        <source>cannot write PNG: %1</source>
        <translation>无法写出 PNG：%1</translation>
    </message>
    <message>
        <location filename="../ui/view_exporter.cpp" line="110"/>
        <source>unknown image type &apos;%1&apos; (use .png, .svg or .pdf)</source>
        <translation>未知图片类型“%1”（请用 .png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <location filename="../ui/view_exporter.cpp" line="124"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <location filename="../ui/view_registry.cpp" line="33"/>
        <source>Graph</source>
        <translation>计算图</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="36"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="38"/>
        <source>Layers</source>
        <translation>层</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="40"/>
        <source>Min/max inspector</source>
        <translation>最小/最大值检查</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="44"/>
        <source>Outlier heatmap</source>
        <translation>离群值热力图</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="48"/>
        <source>Histograms</source>
        <translation>直方图</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="50"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="52"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="54"/>
        <source>Triage</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="56"/>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="58"/>
        <source>Fix advisor</source>
        <translation>修复顾问</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="60"/>
        <source>Precision plan</source>
        <translation>精度方案</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="62"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <location filename="../ui/view_registry.cpp" line="64"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>quantlens::AdvisorPanel</name>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="142"/>
        <source>Measure levers</source>
        <translation>测量各手段</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="143"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="144"/>
        <source>Each lever alone, its cost, and what the toolchain offers for it</source>
        <translation>每个手段单独的效果、代价，以及工具链为它提供的开关</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="146"/>
        <source>Lever</source>
        <translation>手段</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="146"/>
        <source>Mean cos</source>
        <translation>平均 cos</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="146"/>
        <source>Worst input</source>
        <translation>最差输入</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="146"/>
        <source>Cost</source>
        <translation>代价</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="146"/>
        <source>Toolchain</source>
        <translation>工具链</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="204"/>
        <source>Levers are applied: undo them (or Back to the model as it is) to measure the levers again.</source>
        <translation>已应用手段：撤销它们（或“回到模型原样”）后才能重新测量。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="205"/>
        <source>Measure each calibration method, the calibration set without inputs that set ranges alone, per-channel weights, cross-layer equalization, SmoothQuant and bias correction on these models and eval inputs, then combine them (as quantlens advise).</source>
        <translation>在这些模型和评估输入上测量每种校准方法、去掉独自决定范围的输入后的校准集、逐通道权重、跨层均衡化、SmoothQuant 和偏置校正，然后将它们组合（与 quantlens advise 相同）。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="212"/>
        <source>Measuring each lever on the eval inputs…</source>
        <translation>正在评估输入上测量每个手段…</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="214"/>
        <source>The levers could not be measured: %1</source>
        <translation>无法测量各手段：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="216"/>
        <source>The levers are measured on the models: open a float and a quantized model with eval inputs (and let the window measure them).</source>
        <translation>手段要在模型上测量：请打开浮点模型和量化模型及评估输入（并让窗口完成测量）。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="219"/>
        <source>The levers are measured with calibration inputs: add them in the Open dialog (calibration inputs) or the workspace (inputs.calibration).</source>
        <translation>手段要用校准输入测量：请在“打开”对话框（校准输入）或工作区（inputs.calibration）中添加。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="223"/>
        <source>Measure what each free or cheap fix gives before buying 16-bit tensors: Measure levers.</source>
        <translation>在花代价使用 16 位张量之前，先测量每个免费或低成本修复的效果：点击“测量各手段”。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="238"/>
        <location filename="../ui/panels/advisor_panel.cpp" line="276"/>
        <source>as it is</source>
        <translation>模型现状</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="248"/>
        <source>outliers out (%1)</source>
        <translation>去掉离群（%1）</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="276"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="279"/>
        <source>Combined greedily: %1</source>
        <translation>贪心组合：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="281"/>
        <source>The free and cheap fixes reach %1 mean output cos (the model as it is: %2), before any 16-bit tensor.</source>
        <translation>免费和低成本的修复使平均输出 cos 达到 %1（模型现状：%2），无需任何 16 位张量。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="284"/>
        <source>No lever gains on these eval inputs: the model as it is (%1) stays; the 16-bit plan is next.</source>
        <translation>在这些评估输入上没有手段带来提升：保持模型现状（%1）；下一步是 16 位方案。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="293"/>
        <source>Applied as a what-if: %1 — the window measures the model as if rebuilt with it.</source>
        <translation>已作为假设应用：%1 —— 窗口按用它重新构建后的模型来测量。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="315"/>
        <location filename="../ui/panels/advisor_panel.cpp" line="328"/>
        <source>Back to the model as it is</source>
        <translation>回到模型原样</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="317"/>
        <source>Apply this lever (what-if)</source>
        <translation>应用此手段（假设）</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="317"/>
        <source>Apply the combination (what-if)</source>
        <translation>应用组合（假设）</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="319"/>
        <source>Measure the model as it is again, without the levers applied (Ctrl+Z undoes it too).</source>
        <translation>不带已应用的手段，重新测量原样的模型（Ctrl+Z 也可撤销）。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="320"/>
        <source>Measure the model as if rebuilt with these levers: the graph, the curves, the plan&apos;s prediction and the plan search then start from it. One undoable step.</source>
        <translation>按用这些手段重新构建后的模型来测量：图、曲线、方案的预测和方案搜索随后都从它出发。一步可撤销的操作。</translation>
    </message>
    <message>
        <location filename="../ui/panels/advisor_panel.cpp" line="348"/>
        <source>Apply %1</source>
        <translation>应用 %1</translation>
    </message>
</context>
<context>
    <name>quantlens::BuildCheckDialog</name>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="29"/>
        <source>Regression</source>
        <translation>退化</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="30"/>
        <source>Anomalous</source>
        <translation>异常</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="33"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="51"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="52"/>
        <source>Save this build&apos;s verdict…</source>
        <translation>保存本次构建的结论…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="55"/>
        <source>Compare with previous build</source>
        <translation>与上一次构建比较</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="66"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="66"/>
        <source>Cosine now</source>
        <translation>当前余弦</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="66"/>
        <source>Cosine before</source>
        <translation>之前余弦</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="66"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="67"/>
        <source>Agreement now</source>
        <translation>当前一致率</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="67"/>
        <source>Agreement before</source>
        <translation>之前一致率</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="96"/>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="178"/>
        <source>Comparison cancelled.</source>
        <translation>比较已取消。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="101"/>
        <source>Save this build&apos;s verdict</source>
        <translation>保存本次构建的结论</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="101"/>
        <source>Verdicts (*.json)</source>
        <translation>结论 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="138"/>
        <source>Open the float and the quantized model with inputs first: the build is judged by running both models on them, as quantlens check does.</source>
        <translation>请先打开浮点模型、量化模型和输入：与 quantlens check 相同，通过在这些输入上运行两个模型来评判构建。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="149"/>
        <source>Running both models on the inputs…</source>
        <translation>正在输入上运行两个模型…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/build_check_dialog.cpp" line="189"/>
        <source>%1 (quantlens check exits %2)</source>
        <translation>%1（quantlens check 退出码 %2）</translation>
    </message>
</context>
<context>
    <name>quantlens::CalibrationPanel</name>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="130"/>
        <source>Calibration: the model&apos;s own ranges</source>
        <translation>校准：模型自身的范围</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="131"/>
        <source>Calibration method: %1</source>
        <translation>校准方法：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="138"/>
        <source>Write the calibration method into a config</source>
        <translation>把校准方法写入配置文件</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="139"/>
        <source>Configs (*.json);;All files (*)</source>
        <translation>配置文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="143"/>
        <source>Write into config</source>
        <translation>写入配置</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="184"/>
        <source>Use this method</source>
        <translation>使用此方法</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="185"/>
        <source>Measure from this calibration method from now on: the precision plan&apos;s prediction and search start from it (undoable); Write into config… puts it into your toolchain&apos;s config</source>
        <translation>从现在起以此校准方法为起点进行测量：精度方案的预测和搜索都从它开始（可撤销）；“写入配置…”会把它写入你的工具链配置</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="187"/>
        <source>Run the lab again</source>
        <translation>重新运行校准实验</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="188"/>
        <source>Write into config…</source>
        <translation>写入配置…</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="189"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="190"/>
        <source>Calibration inputs that set ranges alone (leave-one-out MinMax), the most influential first; a click selects the tensor it widens most</source>
        <translation>独自决定范围的校准输入（留一法 MinMax），影响最大的在前；点击即选中它扩宽最多的张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="194"/>
        <source>Calibration input</source>
        <translation>校准输入</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="194"/>
        <source>Widest ×</source>
        <translation>最大扩宽 ×</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="194"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="194"/>
        <source>Widens</source>
        <translation>扩宽数</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="194"/>
        <source>Cos without it</source>
        <translation>去掉它后的余弦</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="196"/>
        <source>The calibration input&apos;s file</source>
        <translation>校准输入的文件</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="197"/>
        <source>Tensors whose MinMax range this input alone widens by more than 10 %</source>
        <translation>仅因这个输入而 MinMax 范围扩宽超过 10% 的张量数</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="198"/>
        <source>The largest widening: range with it / range without it</source>
        <translation>最大扩宽：含它的范围 / 不含它的范围</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="199"/>
        <source>Mean output cos with MinMax ranges gathered without this input (measured for the most influential)</source>
        <translation>不含此输入收集 MinMax 范围时的平均输出余弦（只测量影响最大的几个）</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="200"/>
        <source>Against MinMax over every input</source>
        <translation>相对于在全部输入上的 MinMax</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="205"/>
        <source>Range from</source>
        <translation>范围来源</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="205"/>
        <source>Low</source>
        <translation>下限</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="205"/>
        <source>High</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="205"/>
        <source>Width ×</source>
        <translation>宽度 ×</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="205"/>
        <source>Codes used</source>
        <translation>已用码数</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="205"/>
        <source>Clipped</source>
        <translation>截断</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="206"/>
        <source>Codes of the tensor&apos;s type some calibration value falls on: few means the range is far wider than the data</source>
        <translation>有校准值落入的该张量类型的码数：很少说明范围远宽于数据</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="208"/>
        <source>Share of the calibration values outside the range</source>
        <translation>落在范围之外的校准值比例</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="211"/>
        <source>The model&apos;s own ranges</source>
        <translation>模型自身的范围</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="244"/>
        <source>Open a float model, its quantized model and calibration inputs to measure what each calibration method gives before any 16-bit layer.</source>
        <translation>打开浮点模型、其量化模型和校准输入，在使用任何 16 位层之前衡量每种校准方法的效果。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="247"/>
        <source>No calibration inputs: add the inputs the model was calibrated with (File ▸ Open inputs…, Calibration inputs) to measure each calibration method and find the inputs that set ranges alone — fixes that cost no NPU speed.</source>
        <translation>没有校准输入：请添加模型校准时使用的输入（文件 ▸ 打开输入…，校准输入），以衡量每种校准方法并找出独自决定范围的输入——这些修复不消耗 NPU 速度。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/calibration_panel.cpp" line="251"/>
        <source>Calibration lab running: every activation&apos;s distribution over %n calibration input(s), then each method&apos;s output on the eval inputs…</source>
        <translation>
            <numerusform>校准实验运行中：先统计每个激活在 %n 个校准输入上的分布，再计算每种方法在评估输入上的输出…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="255"/>
        <source>The calibration lab could not run: %1</source>
        <translation>校准实验无法运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="257"/>
        <source>The models cannot run, so no method can be measured: %1</source>
        <translation>模型无法运行，因此无法衡量任何方法：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="260"/>
        <source>The calibration lab starts once the models are measured.</source>
        <translation>模型测量完成后，校准实验即开始。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="262"/>
        <source>The calibration lab runs once the models are measured (Analysis ▸ Measure by running the models).</source>
        <translation>模型测量完成后运行校准实验（分析 ▸ 通过运行模型测量）。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="269"/>
        <source>No calibration method beats the model&apos;s own ranges by %1 or more (mean output cos %2).</source>
        <translation>没有校准方法比模型自身的范围高出 %1 或更多（平均输出余弦 %2）。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="271"/>
        <source>%1 gives a mean output cos of %2 against %3 with the model&apos;s own ranges (+%4), at no NPU cost.</source>
        <translation>%1 的平均输出余弦为 %2，模型自身的范围为 %3（+%4），不消耗 NPU 性能。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="278"/>
        <source>Calibrating without %1 gives %2 (MinMax).</source>
        <translation>去掉 %1 后校准得到 %2（MinMax）。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="284"/>
        <location filename="../ui/panels/calibration_panel.cpp" line="361"/>
        <source>The model&apos;s own</source>
        <translation>模型自身</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="314"/>
        <source>Sets no range alone</source>
        <translation>未独自决定任何范围</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="315"/>
        <source>Widens alone: %1</source>
        <translation>独自扩宽：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="319"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="337"/>
        <source>Select a tensor to see its range by each method.</source>
        <translation>选择一个张量以查看每种方法给出的范围。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="340"/>
        <source>%1: its range by each method</source>
        <translation>%1：每种方法给出的范围</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="355"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="367"/>
        <source>%1: not recalibrated (no per-tensor activation of the quantized model)</source>
        <translation>%1：未重新校准（不是量化模型的逐张量激活）</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="400"/>
        <source>Choose a method</source>
        <translation>请选择一种方法</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="401"/>
        <source>Write %1&apos;s ranges (min and max per tensor) into a %2 of yours, keeping its other entries (a backup is kept)</source>
        <translation>把 %1 的范围（每个张量的最小值和最大值）写入您的 %2，保留其中其他条目（保留备份）</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="409"/>
        <source>The toolchain chosen (%1) keeps its calibration method in code, not in a config file</source>
        <translation>所选工具链（%1）在代码中设置校准方法，而不在配置文件中</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="411"/>
        <source>Choose a method the toolchain has</source>
        <translation>请选择该工具链支持的方法</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="412"/>
        <source>Set %1 = %2 in a config of yours, keeping the rest of it (a backup is kept)</source>
        <translation>在你的配置文件中设置 %1 = %2，其余内容保持不变（保留备份）</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="422"/>
        <source>Nothing was written: %1</source>
        <translation>未写入任何内容：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="424"/>
        <source>%1&apos;s ranges written to %2.</source>
        <translation>%1 的范围已写入 %2。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="425"/>
        <source>%1 = %2 written to %3.</source>
        <translation>已将 %1 = %2 写入 %3。</translation>
    </message>
    <message>
        <location filename="../ui/panels/calibration_panel.cpp" line="429"/>
        <source>The previous file is kept as %1.</source>
        <translation>原文件已保存为 %1。</translation>
    </message>
</context>
<context>
    <name>quantlens::CountedOutputsDialog</name>
    <message>
        <location filename="../ui/dialogs/counted_outputs_dialog.cpp" line="18"/>
        <source>Outputs that count</source>
        <translation>计入的输出</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/counted_outputs_dialog.cpp" line="19"/>
        <source>Measuring and the plan search score the outputs ticked here: each input by its worst ticked output. Leave out auxiliary outputs that are not used after deployment.</source>
        <translation>测量和方案搜索按此处勾选的输出评分：每个输入取其勾选输出中最差的一个。部署后不使用的辅助输出可以不勾选。</translation>
    </message>
</context>
<context>
    <name>quantlens::CurvesPanel</name>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="114"/>
        <location filename="../ui/plots/curves_panel.cpp" line="307"/>
        <source>Layer (topological order)</source>
        <translation>层（拓扑顺序）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="92"/>
        <source>Cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="93"/>
        <source>RMSE (log scale)</source>
        <translation>RMSE（对数坐标）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="104"/>
        <source>A tensor below this cosine similarity is a warning (default %1, SigmaStar&apos;s)</source>
        <translation>余弦相似度低于此值的张量记为警告（默认 %1，即 SigmaStar 的取值）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="105"/>
        <source>A tensor below this cosine similarity fails (default %1, AXera&apos;s normal output); never above the warning level</source>
        <translation>余弦相似度低于此值的张量记为失败（默认 %1，即 AXera 的正常输出标准）；不高于警告阈值</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="108"/>
        <source>A tensor whose SigmaStar relative L1 error (their &quot;RMSE&quot;) is above this is a warning (default %1, SigmaStar&apos;s); 0 turns the rule off</source>
        <translation>SigmaStar 相对 L1 误差（其所称的 &quot;RMSE&quot;）高于此值的张量记为警告（默认 %1，即 SigmaStar 的取值）；0 表示关闭此规则</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="111"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="116"/>
        <source>Warn below cos</source>
        <translation>警告：余弦低于</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="118"/>
        <source>fail below cos</source>
        <translation>失败：余弦低于</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="120"/>
        <source>warn above rel. L1</source>
        <translation>警告：相对 L1 高于</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="241"/>
        <source>range over inputs</source>
        <translation>各输入的范围</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="251"/>
        <source>5th percentile over inputs</source>
        <translation>各输入的第 5 百分位</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="254"/>
        <source>%1 inputs: worst to best, dotted the 5th percentile (lines: input %2, the worst)</source>
        <translation>%1 个输入：从最差到最好，点线为第 5 百分位（曲线：输入 %2，最差的一个）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="381"/>
        <source>&lt;br&gt;over %1 inputs: mean cos %2, 5th percentile %3, worst %4 (input %5)</source>
        <translation>&lt;br&gt;在 %1 个输入上：平均余弦 %2，第 5 百分位 %3，最差 %4（输入 %5）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="270"/>
        <source>isolated (measured)</source>
        <translation>孤立（实测）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="275"/>
        <source>isolated error of each layer (measured)</source>
        <translation>每层的孤立误差（实测）</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="374"/>
        <source>cos %1, RMSE %2, %3</source>
        <translation>余弦 %1，RMSE %2，%3</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="378"/>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="388"/>
        <source>&lt;br&gt;isolated (its node from float inputs): cos %1</source>
        <translation>&lt;br&gt;孤立（该节点以浮点输入计算）：余弦 %1</translation>
    </message>
    <message>
        <location filename="../ui/plots/curves_panel.cpp" line="390"/>
        <source>&lt;br&gt;alone at 16 bit, the outputs gain %1</source>
        <translation>&lt;br&gt;单独设为 16 位，输出增益 %1</translation>
    </message>
</context>
<context>
    <name>quantlens::DetailPanel</name>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="102"/>
        <source>Range and own loss</source>
        <translation>范围与自身损失</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="107"/>
        <source>0.01 % … 99.99 %</source>
        <translation>0.01 % … 99.99 %</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="109"/>
        <source>Range use</source>
        <translation>范围利用率</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="111"/>
        <source>Clipped</source>
        <translation>截断</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="113"/>
        <source>Own quantization</source>
        <translation>自身量化</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="113"/>
        <source>cos %1, SQNR %2 dB</source>
        <translation>余弦 %1，SQNR %2 dB</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="114"/>
        <source>Local drop</source>
        <translation>局部下降</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="119"/>
        <source>Inspection flags</source>
        <translation>检查标记</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="126"/>
        <source>At lowest / highest level</source>
        <translation>处于最低 / 最高量化级</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="127"/>
        <source>%1 % / %2 % (%3)</source>
        <translation>%1 % / %2 %（%3）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="146"/>
        <source>Select a layer in the graph, the table or the curves.</source>
        <translation>在图、表格或曲线中选择一层。</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="151"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="153"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="154"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="155"/>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="155"/>
        <source>%1 of %2 in topological order</source>
        <translation>拓扑顺序第 %1 个，共 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="157"/>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="164"/>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="172"/>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="175"/>
        <location filename="../ui/panels/detail_panel.cpp" line="188"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="177"/>
        <source> (%1 bit, %2)</source>
        <translation>（%1 位，%2）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="91"/>
        <location filename="../ui/panels/detail_panel.cpp" line="177"/>
        <source>per channel</source>
        <translation>逐通道</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="59"/>
        <source>Measured (models run)</source>
        <translation>实测（运行模型）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="61"/>
        <source>measuring…</source>
        <translation>测量中…</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="63"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="64"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="67"/>
        <source>Outputs now</source>
        <translation>当前输出</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="67"/>
        <source>cos %1 (mean of %2 inputs)</source>
        <translation>余弦 %1（%2 个输入的平均）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="75"/>
        <source>This tensor at 16 bit</source>
        <translation>此张量设为 16 位</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="75"/>
        <location filename="../ui/panels/detail_panel.cpp" line="78"/>
        <source>cos %1 (%2)</source>
        <translation>余弦 %1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="78"/>
        <source>This tensor in float</source>
        <translation>此张量保持浮点</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="80"/>
        <source>Its own error</source>
        <translation>自身误差</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="81"/>
        <source>cos %1, SQNR %2 dB (its node from float inputs)</source>
        <translation>余弦 %1，SQNR %2 dB（该节点以浮点输入计算）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="71"/>
        <location filename="../ui/panels/detail_panel.cpp" line="84"/>
        <source>This tensor</source>
        <translation>此张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="72"/>
        <source>shares its scale and zero point with %1 and moves to 16 bit or float with it (not measured alone)</source>
        <translation>与 %1 共用缩放系数和零点，随它一起改为 16 bit 或浮点（不单独测量）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="84"/>
        <source>not quantized by the model, or reaches no output</source>
        <translation>模型未量化它，或它到达不了任何输出</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="88"/>
        <source>Weight %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="89"/>
        <source>cos %1, SQNR %2 dB, worst channel %3, range spread %4× (%5)</source>
        <translation>余弦 %1，SQNR %2 dB，最差通道 %3，范围差异 %4×（%5）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="91"/>
        <location filename="../ui/panels/detail_panel.cpp" line="177"/>
        <source>per tensor</source>
        <translation>逐张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="179"/>
        <source>Scale</source>
        <translation>缩放系数（scale）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="180"/>
        <source>%1 channels, axis %2</source>
        <translation>%1 个通道，轴 %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="183"/>
        <source>Zero point</source>
        <translation>零点</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="185"/>
        <source>Float range</source>
        <translation>浮点范围</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="186"/>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="188"/>
        <source>not quantized, or no quantized model given</source>
        <translation>未量化，或未提供量化模型</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="196"/>
        <source>%1 against %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="207"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="216"/>
        <source>Vendor&apos;s numbers</source>
        <translation>厂商给出的数值</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="219"/>
        <source>Its quantization step</source>
        <translation>其量化步骤</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="220"/>
        <source>cos %1, SQNR %2 dB (%3 before QuantizeLinear)</source>
        <translation>余弦 %1，SQNR %2 dB（QuantizeLinear 之前的 %3）</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="225"/>
        <source>, confidence %1</source>
        <translation>，置信度 %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="226"/>
        <source>Matched as</source>
        <translation>匹配为</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="230"/>
        <source>Stored in the dump</source>
        <translation>dump 中保存的量化参数</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="231"/>
        <source>%1, scale %2, zero point %3</source>
        <translation>%1，scale %2，零点 %3</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="244"/>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="244"/>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="245"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../ui/panels/detail_panel.cpp" line="245"/>
        <source>std</source>
        <translation>标准差</translation>
    </message>
</context>
<context>
    <name>quantlens::EmptyHint</name>
    <message>
        <location filename="../ui/panels/empty_hint.cpp" line="16"/>
        <source>&lt;h3&gt;Nothing open yet&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File ▸ Open inputs…&lt;/b&gt; (Ctrl+O): the float ONNX model, the quantized model and the dumps of both runs (folders, .npz, SigmaStar&apos;s sigma_outtensor_dump.bin, vendor tables).&lt;/p&gt;&lt;p&gt;&lt;b&gt;File ▸ Open workspace…&lt;/b&gt; reopens a saved analysis; you can also drop models and dump folders on this window.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Help ▸ Getting started&lt;/b&gt; explains the steps.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;尚未打开任何内容&lt;/h3&gt;&lt;p&gt;&lt;b&gt;文件 ▸ 打开输入…&lt;/b&gt;（Ctrl+O）：浮点 ONNX 模型、量化模型和两次运行的转储（文件夹、.npz、SigmaStar 的 sigma_outtensor_dump.bin、厂商表格）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;文件 ▸ 打开工作区…&lt;/b&gt;重新打开保存过的分析；也可以把模型和转储文件夹拖到这个窗口上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;帮助 ▸ 入门&lt;/b&gt;介绍了各个步骤。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quantlens::ExportDialog</name>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="23"/>
        <location filename="../ui/dialogs/export_dialog.cpp" line="44"/>
        <source>Export view</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="30"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="38"/>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="39"/>
        <source>Size (pixels):</source>
        <translation>尺寸（像素）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="40"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/export_dialog.cpp" line="45"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>quantlens::FindPlanDialog</name>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="41"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="42"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="43"/>
        <source>Use this plan</source>
        <translation>采用此方案</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="51"/>
        <source>Find plan</source>
        <translation>查找方案</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="59"/>
        <source>Output cos (every input&apos;s worst output)</source>
        <translation>输出余弦（每个输入最差的输出）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="60"/>
        <source>What the target is said in: the output cosine, or the task&apos;s own agreement over the inputs (quantlens plan --target)</source>
        <translation>目标的度量：输出余弦，或任务自身在各输入上的一致率（quantlens plan --target）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="64"/>
        <source>Target in</source>
        <translation>目标度量</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="65"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="254"/>
        <source>Found: with %1 tensors at 16 bit the task score reaches %3 (%2; target %4; output cos %5).</source>
        <translation>已找到：%1 个张量使用 16 位时，任务得分达到 %3（%2；目标 %4；输出余弦 %5）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="257"/>
        <source>The target was not reached within the budgets: the best plan found, with %1 tensors at 16 bit, gives a task score of %3 (%2; as quantized %4).</source>
        <translation>在预算内未达到目标：找到的最佳方案（%1 个张量使用 16 位）任务得分为 %3（%2；量化后原为 %4）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="320"/>
        <source>Every input&apos;s worst output must reach this cosine with the float model&apos;s</source>
        <translation>每个输入的最差输出与浮点模型的余弦都须达到此值</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="54"/>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="57"/>
        <source> % MACs</source>
        <translation> % MACs</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="58"/>
        <source>no cost limit</source>
        <translation>不限开销</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="66"/>
        <source>At most tensors at 16 bit</source>
        <translation>16 位张量上限</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="67"/>
        <source>At most cost</source>
        <translation>开销上限</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="76"/>
        <source>Tensors
at 16 bit</source>
        <translation>16 位
张量数</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="76"/>
        <source>Output cos
(worst input)</source>
        <translation>输出余弦
（最差输入）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="77"/>
        <source>Output cos
(mean)</source>
        <translation>输出余弦
（平均）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="77"/>
        <source>MACs at
16 bit (%)</source>
        <translation>16 位 MAC
占比（%）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="77"/>
        <source>Activation bytes
at 16 bit (%)</source>
        <translation>16 位激活字节
占比（%）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="78"/>
        <source>Task score
(mean)</source>
        <translation>任务得分
（均值）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="78"/>
        <source>Tensor added</source>
        <translation>新增张量</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="104"/>
        <source>Search cancelled.</source>
        <translation>已取消搜索。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="132"/>
        <source>The models are being measured; the search can start when that is done.</source>
        <translation>正在测量模型；测量完成后才能搜索。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="134"/>
        <source>The models could not be run, so no plan can be measured: %1</source>
        <translation>模型无法运行，无法通过测量得到方案：%1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="137"/>
        <source>Turn on Analysis ▸ Measure by running the models to search for a plan.</source>
        <translation>请打开 分析 ▸ 运行模型进行测量，才能搜索方案。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="157"/>
        <source>Searching: each pick is measured again on top of the picks before it…</source>
        <translation>搜索中：每次挑选都在之前的选择之上重新测量…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="225"/>
        <source>after pruning: %1 dropped</source>
        <translation>剪枝后：去掉 %1 个</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="226"/>
        <source>(the model as quantized)</source>
        <translation>（量化原样的模型）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="241"/>
        <source>Fitted on %1 of the inputs; on the %2 held out the task score is %3 (as quantized %4).</source>
        <translation>在 %1 个输入上拟合；在留出的 %2 个输入上任务得分为 %3（量化后原为 %4）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="247"/>
        <source>Fitted on %1 of the inputs; on the %2 held out it gives %3 (as quantized %4).</source>
        <translation>在 %1 个输入上拟合；在留出的 %2 个输入上为 %3（原量化模型为 %4）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="262"/>
        <source>Found: with %1 tensors at 16 bit the output cos reaches %2 (target %3).</source>
        <translation>已找到：%1 个张量设为 16 位，输出余弦达到 %2（目标 %3）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="265"/>
        <source>The target was not reached within the budgets: the best plan found, with %1 tensors at 16 bit, gives %2.</source>
        <translation>在预算内未达到目标：找到的最佳方案（%1 个张量 16 位）输出余弦为 %2。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="298"/>
        <source>Top-1 kept (share of inputs)</source>
        <translation>Top-1 保持（输入占比）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="299"/>
        <source>Text: character agreement (mean)</source>
        <translation>文本：字符一致率（均值）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="300"/>
        <source>Mask IoU at 0.5 (mean)</source>
        <translation>掩码 IoU，阈值 0.5（均值）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="301"/>
        <source>SQNR in dB (mean)</source>
        <translation>SQNR，单位 dB（均值）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="326"/>
        <source>The outputs&apos; SQNR against the float model&apos;s, in dB, mean over the inputs</source>
        <translation>输出相对浮点模型输出的 SQNR（dB），在各输入上取均值</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="332"/>
        <source>The task&apos;s agreement with the float model&apos;s answers, mean over the inputs; with several outputs of this kind, the lowest per input</source>
        <translation>任务结果与浮点模型结果的一致率，在各输入上取均值；若有多个此类输出，每个输入取最低值</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="362"/>
        <source>Found plan: %1 tensors at 16 bit</source>
        <translation>查找的方案：%1 个张量 16 位</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/find_plan_dialog.cpp" line="363"/>
        <source>The plan now has this point&apos;s tensors at 16 bit (Edit ▸ Undo takes it back).</source>
        <translation>方案现在包含此点的 16 位张量（编辑 ▸ 撤销可恢复）。</translation>
    </message>
</context>
<context>
    <name>quantlens::FindingsBanner</name>
    <message>
        <location filename="../ui/panels/findings_banner.cpp" line="17"/>
        <source>Show problems</source>
        <translation>查看问题</translation>
    </message>
    <message>
        <location filename="../ui/panels/findings_banner.cpp" line="44"/>
        <source>Cannot analyse these inputs:</source>
        <translation>无法分析这些输入：</translation>
    </message>
    <message>
        <location filename="../ui/panels/findings_banner.cpp" line="58"/>
        <source>These inputs do not belong together:</source>
        <translation>这些输入彼此不匹配：</translation>
    </message>
    <message>
        <location filename="../ui/panels/findings_banner.cpp" line="58"/>
        <source>Check the inputs:</source>
        <translation>请检查输入：</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/findings_banner.cpp" line="62"/>
        <source>(%n more in Problems)</source>
        <translation>
            <numerusform>（“问题”中还有 %n 条）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantlens::GraphLegend</name>
    <message>
        <location filename="../ui/graph/graph_legend.cpp" line="42"/>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_legend.cpp" line="92"/>
        <source>inspection flag</source>
        <translation>检查标记</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_legend.cpp" line="105"/>
        <source>16 bit in the plan</source>
        <translation>方案中为 16 位</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_legend.cpp" line="119"/>
        <source>suspect, by rank</source>
        <translation>嫌疑张量（按排名）</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphMinimap</name>
    <message>
        <location filename="../ui/graph/graph_minimap.cpp" line="27"/>
        <source>Overview: click or drag to move the view</source>
        <translation>缩略图：点击或拖动以移动视图</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphPanel</name>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="44"/>
        <source>Find tensor or node…</source>
        <translation>查找张量或节点…</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="61"/>
        <source>Candidate</source>
        <translation>对比运行</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="64"/>
        <source>against</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="67"/>
        <source>Colour by the difference between two runs (board against simulator, plan against baseline, version against version) and mark the first tensor where they part</source>
        <translation>按两次运行之差着色（板端对比仿真、方案对比基线、版本对比版本），并标出二者最先分歧的张量</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="74"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="75"/>
        <source>Show the whole graph</source>
        <translation>显示整个图</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="78"/>
        <source>Columns</source>
        <translation>分栏</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="81"/>
        <source>Fold a long network into side-by-side columns that fill the view, read top to bottom and left to right</source>
        <translation>把很长的网络折成并排的多栏以铺满视图，从上到下、从左到右阅读</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="85"/>
        <source>Fade the rest</source>
        <translation>淡化其余</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="87"/>
        <source>Fade every box the selected one does not reach, so that the path its error takes stands out; the purple numbers are the diagnosis&apos;s suspects, most likely first</source>
        <translation>淡化所选节点到达不了的所有方框，突出其误差传播的路径；紫色数字是诊断给出的嫌疑张量，最可能的排在前面</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="95"/>
        <source>Colour by</source>
        <translation>着色依据</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel.cpp" line="226"/>
        <source>Encoding changed</source>
        <translation>编码变化</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel_runs.cpp" line="37"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel_runs.cpp" line="67"/>
        <source>No parting</source>
        <translation>无分歧</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel_runs.cpp" line="69"/>
        <source>&apos;%1&apos; and &apos;%2&apos; agree on every tensor both compared (cosines within %3, never one passing where the other fails)</source>
        <translation>“%1”与“%2”在双方都比较过的每个张量上一致（余弦相差不超过 %3，且从未一方通过而另一方失败）</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel_runs.cpp" line="75"/>
        <source>Parts at %1</source>
        <translation>分歧于 %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel_runs.cpp" line="77"/>
        <source>The first tensor, in the order the network computes, where &apos;%1&apos; (cos %2) and &apos;%3&apos; (cos %4) part: everything after it inherits the difference. Click to select it.</source>
        <translation>按网络计算顺序，“%1”（cos %2）与“%3”（cos %4）最先分歧的张量：其后的一切都继承了这一差异。点击选中它。</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_panel_levers.cpp" line="23"/>
        <source>Helped by SmoothQuant / CLE (measured)</source>
        <translation>SmoothQuant / CLE 带来的提升（实测）</translation>
    </message>
</context>
<context>
    <name>quantlens::GraphScene</name>
    <message numerus="yes">
        <location filename="../ui/graph/graph_scene.cpp" line="380"/>
        <source>%n inputs join %1 here</source>
        <translation>
            <numerusform>%n 个输入在此汇入 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_scene.cpp" line="513"/>
        <source>%1
flags: %2</source>
        <translation>%1
标记：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/graph/graph_scene.cpp" line="542"/>
        <source>%1: %n nodes</source>
        <translation>
            <numerusform>%1：%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_scene.cpp" line="547"/>
        <source>node %1 (%2)
tensor %3</source>
        <translation>节点 %1（%2）
张量 %3</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_scene.cpp" line="557"/>
        <location filename="../ui/graph/graph_scene.cpp" line="560"/>
        <source>%1
shape %2</source>
        <translation>%1
形状 %2</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_scene.cpp" line="561"/>
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
        <source>Run %1 at 16 bit</source>
        <translation>以 16 位运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="224"/>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="229"/>
        <source>Expand %1</source>
        <translation>展开 %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="236"/>
        <source>Collapse %1</source>
        <translation>折叠 %1</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="243"/>
        <source>Fit to view</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="277"/>
        <source>Laying out the graph…</source>
        <translation>正在布局图…</translation>
    </message>
    <message>
        <location filename="../ui/graph/graph_view.cpp" line="277"/>
        <source>No graph to show</source>
        <translation>没有可显示的图</translation>
    </message>
</context>
<context>
    <name>quantlens::HistogramsPanel</name>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="65"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="65"/>
        <location filename="../ui/plots/histograms_panel.cpp" line="66"/>
        <source>count</source>
        <translation>个数</translation>
    </message>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="66"/>
        <source>run − reference</source>
        <translation>运行 − 参考</translation>
    </message>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="67"/>
        <source>channel (axis 1)</source>
        <translation>通道（轴 1）</translation>
    </message>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="67"/>
        <source>reference min … max</source>
        <translation>参考最小值 … 最大值</translation>
    </message>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="71"/>
        <source>cosine per channel</source>
        <translation>逐通道余弦</translation>
    </message>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="118"/>
        <source>Select a tensor to see its values, errors and channels.</source>
        <translation>选择一个张量以查看其数值、误差和通道。</translation>
    </message>
    <message>
        <location filename="../ui/plots/histograms_panel.cpp" line="121"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/plots/histograms_panel.cpp" line="138"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %n run(s) against %2</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %n 个运行对比 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantlens::InputsPanel</name>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="82"/>
        <source>One input of the data set, analysed alone.</source>
        <translation>数据集中的一个输入，单独分析。</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="83"/>
        <source>One input. Give several (--input FOLDER, or several files in Open ▸ Model input) to see a data set: each input&apos;s output cos and task agreement, bad cases first.</source>
        <translation>一个输入。给出多个输入（--input 文件夹，或在“打开 ▸ 模型输入”中选多个文件）即可查看数据集：每个输入的输出余弦和任务一致度，坏样本排在最前。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/inputs_panel.cpp" line="92"/>
        <source>%n input(s).</source>
        <translation>
            <numerusform>%n 个输入。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="99"/>
        <source>Output cos: mean %1, 5th percentile %2, worst %3.</source>
        <translation>输出余弦：平均 %1，第 5 百分位 %2，最差 %3。</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="109"/>
        <source>%1 (%2): agreement %3, identical on %4 of %5.</source>
        <translation>%1（%2）：一致度 %3，%5 个中有 %4 个结果完全相同。</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="113"/>
        <source>Bad cases first; double-click an input to analyse it alone.</source>
        <translation>坏样本排在最前；双击一个输入可单独分析它。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/inputs_panel.cpp" line="119"/>
        <source>Back to all %n input(s)</source>
        <translation>
            <numerusform>返回全部 %n 个输入</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="123"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="123"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="123"/>
        <source>Output cos</source>
        <translation>输出余弦</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="123"/>
        <source>Task agreement</source>
        <translation>任务一致度</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="123"/>
        <source>Answer kept</source>
        <translation>结果保持</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="123"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="125"/>
        <source>The lowest agreement over the outputs with a decoded answer: top-1 class kept (1/0), 1 − edit distance of the CTC text, IoU of the mask at 0.5</source>
        <translation>有解码结果的各输出中最低的一致度：top-1 类别保持（1/0）、CTC 文本的 1 − 编辑距离、掩码在 0.5 处的 IoU</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="141"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="141"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../ui/panels/inputs_panel.cpp" line="150"/>
        <source>%1 (shown)</source>
        <translation>%1（当前显示）</translation>
    </message>
</context>
<context>
    <name>quantlens::InspectorModel</name>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="72"/>
        <source>%1
op %2, node %3</source>
        <translation>%1
算子 %2，节点 %3</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="84"/>
        <source>data [%1, %2] in representable [%3, %4]</source>
        <translation>数据 [%1, %2]，可表示范围 [%3, %4]</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="121"/>
        <source>The data&apos;s range (dark) against what the quantization can represent (light)</source>
        <translation>数据范围（深色）与量化可表示范围（浅色）的对比</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="122"/>
        <source>Data range over representable range: low values waste the 8-bit levels</source>
        <translation>数据范围占可表示范围的比例：过低会浪费 8 位量化级</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="123"/>
        <source>Share of the float values beyond the representable range by more than half a step</source>
        <translation>超出可表示范围半个量化步长以上的浮点值比例</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="126"/>
        <source>The float tensor against its own quantize-dequantize: what this tensor&apos;s quantization costs by itself</source>
        <translation>浮点张量与其自身量化-反量化结果的对比：该张量自身量化带来的损失</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="129"/>
        <source>Lowest cosine of the op&apos;s inputs minus this tensor&apos;s: positive where accuracy is lost</source>
        <translation>算子输入中最低的余弦减去本张量的余弦：为正表示精度在此处损失</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="135"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="135"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="135"/>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="135"/>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="135"/>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="135"/>
        <source>Repr. min</source>
        <translation>可表示最小值</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="136"/>
        <source>Repr. max</source>
        <translation>可表示最大值</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="136"/>
        <source>Range use %</source>
        <translation>范围利用率 %</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="136"/>
        <source>Clipped %</source>
        <translation>截断 %</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="136"/>
        <source>Own cos</source>
        <translation>自身余弦</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="136"/>
        <source>Own SQNR dB</source>
        <translation>自身 SQNR dB</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="136"/>
        <source>Local drop</source>
        <translation>局部下降</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="137"/>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../ui/models/inspector_model.cpp" line="137"/>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
</context>
<context>
    <name>quantlens::InspectorPanel</name>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="60"/>
        <source>Flagged only</source>
        <translation>仅显示被标记的</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="65"/>
        <source>Apply advice</source>
        <translation>应用建议</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="75"/>
        <source>Flag 8-bit tensors whose quantization range spans more than this (SigmaStar: 20)</source>
        <translation>标记量化范围跨度大于此值的 8 位张量（SigmaStar：20）</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="76"/>
        <source>Flag tensors that clip more than this share of their values</source>
        <translation>标记被截断数值比例大于此值的张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="77"/>
        <source>Flag tensors that use less than this share of their representable range</source>
        <translation>标记可表示范围利用率低于此值的张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="78"/>
        <source>Flag tensors whose own quantize-dequantize SQNR is below this</source>
        <translation>标记自身量化-反量化 SQNR 低于此值的张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="83"/>
        <source>u8 range &gt;</source>
        <translation>u8 范围 &gt;</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="83"/>
        <source>clipped &gt;</source>
        <translation>截断 &gt;</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="84"/>
        <source>range use &lt;</source>
        <translation>范围利用率 &lt;</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="84"/>
        <source>own SQNR &lt;</source>
        <translation>自身 SQNR &lt;</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="89"/>
        <source>Run at 16 bit what the selected flagged tensor&apos;s advice names: the inputs of the convolutions around it, which is where SigmaStar can set INT16 (undo with Ctrl+Z)</source>
        <translation>将所选标记张量的建议所列对象改为 16 位：其周围卷积的输入，即 SigmaStar 可设 INT16 之处（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <location filename="../ui/panels/inspector_panel.cpp" line="197"/>
        <source>Apply the advice for %1</source>
        <translation>应用 %1 的建议</translation>
    </message>
</context>
<context>
    <name>quantlens::LayerTableModel</name>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="163"/>
        <source>Shape arithmetic (integer): not quantized, no precision to choose</source>
        <translation>形状运算（整数）：不量化，没有精度可选</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="171"/>
        <source>Tick to run this tensor at 16 bit (Ctrl+B); Edit ▸ Undo takes it back</source>
        <translation>勾选以 16 位运行此张量（Ctrl+B）；编辑 ▸ 撤销可恢复</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="189"/>
        <source>Shares its scale and zero point with %1 and moves to 16 bit or float with it: measured with that tensor, not alone</source>
        <translation>与 %1 共用缩放系数和零点，随它一起改为 16 bit 或浮点：随该张量一起测量，不单独测量</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="192"/>
        <source>Measured by running the models: with only this tensor at 16 bit the outputs gain %1 cos, left in float %2; its node alone (float inputs, its own quantization) has cos %3</source>
        <translation>运行模型实测：仅此张量设为 16 位时输出余弦增益 %1，保持浮点时 %2；该节点单独（浮点输入、自身量化）的余弦为 %3</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="206"/>
        <source>%1
node %2</source>
        <translation>%1
节点 %2</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="243"/>
        <source>%1 · rel L1</source>
        <translation>%1 · 相对 L1</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="245"/>
        <source>%1 · NaN/Inf</source>
        <translation>%1 · NaN/Inf</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="287"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="288"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="289"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="290"/>
        <source>Bits</source>
        <translation>位宽</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="291"/>
        <source>Gain @16</source>
        <translation>16 位增益</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="292"/>
        <source>Isolated cos</source>
        <translation>孤立余弦</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="298"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="298"/>
        <source>Quant dtype</source>
        <translation>量化类型</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="298"/>
        <source>Float range</source>
        <translation>浮点范围</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="298"/>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="302"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../ui/models/layer_table_model.cpp" line="304"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>quantlens::LayerTablePanel</name>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="30"/>
        <source>Not passing</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="37"/>
        <source>Filter by tensor or op…</source>
        <translation>按张量或算子筛选…</translation>
    </message>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="53"/>
        <source>Only tensors that warn or fail under the thresholds</source>
        <translation>只显示按阈值为警告或失败的张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="56"/>
        <source>Which run&apos;s columns to show: one run, or every run side by side</source>
        <translation>显示哪个运行的列：单个运行，或所有运行并排</translation>
    </message>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="80"/>
        <source>All ops</source>
        <translation>全部算子</translation>
    </message>
    <message>
        <location filename="../ui/panels/layer_table_panel.cpp" line="101"/>
        <source>All runs</source>
        <translation>所有运行</translation>
    </message>
</context>
<context>
    <name>quantlens::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="78"/>
        <location filename="../ui/main_window.cpp" line="310"/>
        <location filename="../ui/main_window_ticket.cpp" line="57"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="98"/>
        <location filename="../ui/main_window.cpp" line="314"/>
        <source>Selected: %1</source>
        <translation>已选中：%1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="124"/>
        <source>Encodings against %1: %2 of %3 quantized tensors differ (graph: Encoding changed)</source>
        <translation>与 %1 比较编码：%3 个量化张量中有 %2 个不同（图：编码变化）</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="137"/>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="267"/>
        <source>Comparing tensors…</source>
        <translation>正在比较张量…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="273"/>
        <source>QuantLens</source>
        <translation>QuantLens</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="273"/>
        <source>%1 – QuantLens</source>
        <translation>%1 – QuantLens</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="53"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="54"/>
        <source>&amp;Open inputs…</source>
        <translation>打开输入(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="55"/>
        <source>Open &amp;workspace…</source>
        <translation>打开工作区(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="55"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="56"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="63"/>
        <source>&amp;Save workspace</source>
        <translation>保存工作区(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="64"/>
        <source>Save workspace &amp;as…</source>
        <translation>工作区另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="66"/>
        <source>&amp;Export view…</source>
        <translation>导出视图(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="66"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="67"/>
        <source>Export &amp;ticket…</source>
        <translation>导出工单(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="69"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="71"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="72"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="74"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="80"/>
        <source>Toggle &amp;16 bit for the selected tensor</source>
        <translation>切换所选张量的 16 位(&amp;1)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="80"/>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="85"/>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="86"/>
        <source>&amp;Tensor map…</source>
        <translation>张量映射(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="87"/>
        <source>&amp;Outputs that count…</source>
        <translation>计入的输出(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="90"/>
        <source>&amp;Find plan…</source>
        <translation>查找方案(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="90"/>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="95"/>
        <source>Compare &amp;encodings with another quantized model…</source>
        <translation>与另一个量化模型比较编码(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="98"/>
        <source>Compare encodings</source>
        <translation>比较编码</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="99"/>
        <source>Open inputs with a quantized model first: its encodings are compared with the other model&apos;s.</source>
        <translation>请先打开含量化模型的输入：将其编码与另一个模型的编码比较。</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="102"/>
        <source>Compare encodings with</source>
        <translation>选择要比较编码的模型</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="104"/>
        <source>Quantized models (*.onnx *.json);;All files (*)</source>
        <translation>量化模型 (*.onnx *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="109"/>
        <source>Compare with &amp;previous build…</source>
        <translation>与上一次构建比较(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="110"/>
        <source>The previous build&apos;s verdict</source>
        <translation>上一次构建的结论</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="111"/>
        <source>Verdicts of quantlens check (*.json);;All files (*)</source>
        <translation>quantlens check 的结论 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="120"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="125"/>
        <source>Reset &amp;layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="127"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="131"/>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="143"/>
        <source>&amp;Getting started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="203"/>
        <source>%1 tensors, %2 compared: %3 pass, %4 warn, %5 fail; %6 problems</source>
        <translation>%1 个张量，已比较 %2 个：通过 %3，警告 %4，失败 %5；%6 个问题</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="211"/>
        <source>; %1 inputs, shown: %2 (the worst)</source>
        <translation>；%1 个输入，显示：%2（最差）</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="230"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="292"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="293"/>
        <source>The precision plan has changes that are in no workspace file. Save them before closing?</source>
        <translation>精度方案有尚未保存到任何工作区文件的更改。关闭前要保存吗？</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="142"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="144"/>
        <source>&amp;About QuantLens</source>
        <translation>关于 QuantLens(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="145"/>
        <source>About QuantLens</source>
        <translation>关于 QuantLens</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="146"/>
        <source>&lt;b&gt;QuantLens %1&lt;/b&gt;&lt;p&gt;Finds which layer lost accuracy after quantization.&lt;/p&gt;&lt;p&gt;Cosine similarity on one input is not dataset accuracy: confirm a fix on a data set.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;QuantLens %1&lt;/b&gt;&lt;p&gt;找出量化后在哪一层损失了精度。&lt;/p&gt;&lt;p&gt;单个输入上的余弦相似度并不等于数据集精度：请在数据集上确认修复效果。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0-or-later。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="199"/>
        <source>%1 nodes; no runs compared yet: add dumps with File ▸ Open inputs…; %2 problems</source>
        <translation>%1 个节点；尚未比较任何运行：用 文件 ▸ 打开输入… 添加 dump；%2 个问题</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="282"/>
        <source>Open workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="282"/>
        <location filename="../ui/main_window_actions.cpp" line="311"/>
        <source>QuantLens workspaces (%1)</source>
        <translation>QuantLens 工作区 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="311"/>
        <location filename="../ui/main_window_actions.cpp" line="317"/>
        <source>Save workspace</source>
        <translation>保存工作区</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="326"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="346"/>
        <source>Export view</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location filename="../ui/main_window_actions.cpp" line="343"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_tensor_map.cpp" line="22"/>
        <source>Tensor map</source>
        <translation>张量映射</translation>
    </message>
    <message>
        <location filename="../ui/main_window_tensor_map.cpp" line="22"/>
        <source>Open inputs first: the map pairs their tensors.</source>
        <translation>请先打开输入：张量映射用于为其中的张量配对。</translation>
    </message>
    <message>
        <location filename="../ui/main_window_tensor_map.cpp" line="42"/>
        <source>Save tensor map</source>
        <translation>保存张量映射</translation>
    </message>
    <message>
        <location filename="../ui/main_window_tensor_map.cpp" line="42"/>
        <source>Tensor maps (*.json)</source>
        <translation>张量映射 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="27"/>
        <location filename="../ui/main_window_ticket.cpp" line="32"/>
        <location filename="../ui/main_window_ticket.cpp" line="52"/>
        <location filename="../ui/main_window_ticket.cpp" line="58"/>
        <location filename="../ui/main_window_ticket.cpp" line="83"/>
        <location filename="../ui/main_window_ticket.cpp" line="92"/>
        <source>Export ticket</source>
        <translation>导出工单</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="28"/>
        <source>A ticket needs compared runs: open a model with its float and quantized dumps first.</source>
        <translation>工单需要已比较的运行：请先打开模型及其浮点和量化 dump。</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="32"/>
        <source>A ticket is being written already.</source>
        <translation>已有一个工单正在写出。</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="57"/>
        <source>Writing the ticket…</source>
        <translation>正在写出工单…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="77"/>
        <source>Ticket written to %1</source>
        <translation>工单已写入 %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="79"/>
        <source>The ticket is in %1. Fill in the sections marked ✎ in its README.md before you send it.</source>
        <translation>工单位于 %1。发送前请填写其 README.md 中标有 ✎ 的部分。</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="82"/>
        <source>These views could not be drawn: %1</source>
        <translation>以下视图无法绘制：%1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="88"/>
        <source>Ticket cancelled</source>
        <translation>已取消工单</translation>
    </message>
    <message>
        <location filename="../ui/main_window_ticket.cpp" line="92"/>
        <source>The ticket could not be written: %1</source>
        <translation>无法写出工单：%1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="22"/>
        <source>never saved to a workspace file</source>
        <translation>从未保存为工作区文件</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="23"/>
        <source>Reopen the last session?</source>
        <translation>重新打开上次的会话？</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="24"/>
        <source>QuantLens did not close cleanly last time, or closed with changes to the precision plan that were not saved. Reopen that session?

Model: %1
Workspace: %2
Last change: %3</source>
        <translation>QuantLens 上次没有正常关闭，或关闭时精度方案的改动尚未保存。要重新打开该会话吗？

模型：%1
工作区：%2
最后改动：%3</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="29"/>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="30"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="31"/>
        <source>Later</source>
        <translation>以后再说</translation>
    </message>
</context>
<context>
    <name>quantlens::MeasurementStatus</name>
    <message>
        <location filename="../ui/measurement_status.cpp" line="72"/>
        <source>&amp;Measure by running the models</source>
        <translation>运行模型进行测量(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="76"/>
        <source>Run the float and quantized models (on the model inputs, else on the graph inputs the float dump holds) and measure what each tensor at 16 bit or in float does to the outputs</source>
        <translation>运行浮点和量化模型（用模型输入，否则用浮点 dump 中的图输入），测量每个张量设为 16 位或浮点对输出的影响</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="90"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="107"/>
        <source>Measured on %1 of %2 inputs (the %3 worst, %4 at random)</source>
        <translation>在 %2 个输入中的 %1 个上测量（最差的 %3 个，随机 %4 个）</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="112"/>
        <source>Measured on one input</source>
        <translation>已在 1 个输入上测量</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="113"/>
        <source>Measured on %1 inputs</source>
        <translation>已在 %1 个输入上测量</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="116"/>
        <source>%1, 16-bit ranges from %2 calibration inputs</source>
        <translation>%1，16 位范围来自 %2 个校准输入</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="122"/>
        <source>, recalibrated by %1</source>
        <translation>，已按 %1 重新校准</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="124"/>
        <source>Measured from the model recalibrated by %1 (Calibration view): output cos %2 as the model is, %3 recalibrated.</source>
        <translation>从按 %1 重新校准的模型开始测量（校准视图）：模型现状的输出余弦为 %2，重新校准后为 %3。</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="134"/>
        <source>, levers applied: %1</source>
        <translation>，已应用手段：%1</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="136"/>
        <source>Measured as if rebuilt with the levers applied in the Advisor view (a what-if; Ctrl+Z undoes it): output cos %1 as the model is, %2 with them.</source>
        <translation>按用修复顾问视图中应用的手段重新构建后的模型测量（假设；Ctrl+Z 可撤销）：模型原样时输出 cos 为 %1，应用后为 %2。</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="145"/>
        <source>Not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="148"/>
        <source>Measurement cancelled</source>
        <translation>已取消测量</translation>
    </message>
    <message>
        <location filename="../ui/measurement_status.cpp" line="163"/>
        <source>Measuring by running the models… %1 % (culprits shown are provisional until it ends)</source>
        <translation>正在运行模型进行测量… %1 %（结束前显示的可疑层为暂定结果）</translation>
    </message>
</context>
<context>
    <name>quantlens::MethodBars</name>
    <message>
        <location filename="../ui/plots/method_bars.cpp" line="59"/>
        <source>Output cos</source>
        <translation>输出余弦</translation>
    </message>
    <message>
        <location filename="../ui/plots/method_bars.cpp" line="60"/>
        <source>Each calibration method&apos;s output cos per eval input appears here, next to the model as it is, once the calibration lab has measured them.</source>
        <translation>校准实验测量完成后，这里显示每种校准方法在每个评估输入上的输出余弦，并与模型现状并列。</translation>
    </message>
    <message>
        <location filename="../ui/plots/method_bars.cpp" line="117"/>
        <source>Mean over the eval inputs</source>
        <translation>评估输入上的平均值</translation>
    </message>
</context>
<context>
    <name>quantlens::OpenDialog</name>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="50"/>
        <location filename="../ui/dialogs/open_dialog.cpp" line="98"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="51"/>
        <source>Choose a model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="69"/>
        <source>All dump files and vendor tables (%1 *.txt *.log)</source>
        <translation>所有转储文件和厂商表格 (%1 *.txt *.log)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="71"/>
        <source>Vendor tables (*.txt *.log)</source>
        <translation>厂商表格 (*.txt *.log)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="72"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="85"/>
        <source>Open inputs</source>
        <translation>打开输入</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="87"/>
        <source>Models (*.onnx *.json);;All files (*)</source>
        <translation>模型 (*.onnx *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="89"/>
        <source>Float model:</source>
        <translation>浮点模型：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="90"/>
        <source>Quantized model (optional):</source>
        <translation>量化模型（可选）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="99"/>
        <source>Choose the model&apos;s input</source>
        <translation>选择模型的输入</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="99"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="104"/>
        <source>Model input (to run the models):</source>
        <translation>模型输入（用于运行模型）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="107"/>
        <source>calib_00.npy; … or a folder of .npy files (optional)</source>
        <translation>calib_00.npy; … 或 .npy 文件所在的文件夹（可选）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="108"/>
        <source>The calibration inputs the quantized model was calibrated with. When the models run, a tensor moved to 16 bit takes the range the float model gives it over them, as a toolchain recalibrating it does.</source>
        <translation>量化模型校准时所用的校准输入。运行模型时，改为 16 位的张量取浮点模型在这些输入上给出的范围，与工具链重新校准该张量时一致。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="111"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="112"/>
        <source>Choose the calibration inputs&apos; folder</source>
        <translation>选择校准输入所在的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="111"/>
        <source>Calibration inputs (16-bit ranges):</source>
        <translation>校准输入（16 位范围）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="93"/>
        <source>input.npy, or name=input.npy; … for several inputs, or a folder of them</source>
        <translation>input.npy，或 name=input.npy；多个输入用 … 分隔，或一个包含它们的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="94"/>
        <source>QuantLens runs the float model (when no dump is the reference) and the quantized ONNX model (when no other dump is given) on this input itself: no dumps needed. A folder of .npy files is a data set: every input is measured and listed bad cases first in the Inputs view.</source>
        <translation>QuantLens 自己在此输入上运行浮点模型（当参考不是转储时）和量化 ONNX 模型（当没有给出其他转储时）：无需转储。一个包含 .npy 文件的文件夹即为数据集：每个输入都会被测量，并在“输入”视图中按坏例优先列出。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="102"/>
        <source>Data set…</source>
        <translation>数据集…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="103"/>
        <source>Choose the data set&apos;s folder</source>
        <translation>选择数据集文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="115"/>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="115"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="115"/>
        <source>Dump folder, dump file or vendor table</source>
        <translation>转储文件夹、转储文件或厂商表格</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="119"/>
        <source>Add dump file or table…</source>
        <translation>添加转储文件或表格…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="144"/>
        <source>Choose a dump file or a vendor table</source>
        <translation>选择转储文件或厂商表格</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="118"/>
        <source>Add dump folder…</source>
        <translation>添加 dump 目录…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="120"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="129"/>
        <source>Analyze</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="132"/>
        <source>Dump sets (one is the reference, usually the float run):</source>
        <translation>Dump 集（其中一个为参考，通常是浮点运行）：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/open_dialog.cpp" line="138"/>
        <source>Choose a dump folder</source>
        <translation>选择 dump 目录</translation>
    </message>
</context>
<context>
    <name>quantlens::OutlierHeatmapPanel</name>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="44"/>
        <source>Share of channels by level</source>
        <translation>各 level 的通道比例</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="45"/>
        <source>Level of every channel</source>
        <translation>每个通道的 level</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="46"/>
        <source>Graph order</source>
        <translation>计算图顺序</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="47"/>
        <source>Largest level first</source>
        <translation>最大 level 优先</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="51"/>
        <source>Base of the level&apos;s logarithm (Pulsar2 does not say which it prints)</source>
        <translation>level 的对数底（Pulsar2 未说明它使用哪个）</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="53"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="55"/>
        <source>Sort</source>
        <translation>排序</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="59"/>
        <source>level = log(max |x| of the tensor / max |x| of the channel)</source>
        <translation>level = log(张量的 max |x| / 通道的 max |x|)</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="132"/>
        <source>share of channels</source>
        <translation>通道比例</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="132"/>
        <source>level (sparse channels at the top)</source>
        <translation>level（稀疏通道取最高色）</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="136"/>
        <source>≥ 3</source>
        <translation>≥ 3</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="136"/>
        <source>≥ 4</source>
        <translation>≥ 4</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="136"/>
        <source>≥ 5</source>
        <translation>≥ 5</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="136"/>
        <source>≥ 6</source>
        <translation>≥ 6</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="136"/>
        <source>sparse</source>
        <translation>稀疏</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="140"/>
        <source>channels at level</source>
        <translation>达到该 level 的通道</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="143"/>
        <source>channel</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="167"/>
        <source>tensors (zoom in or hover for names)</source>
        <translation>张量（放大或悬停查看名称）</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="238"/>
        <source>%1 % of %2 channels at level ≥ %3</source>
        <translation>%2 个通道中 %1 % 的 level ≥ %3</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="239"/>
        <source>%1 % of %2 channels all zero</source>
        <translation>%2 个通道中 %1 % 全为零</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="242"/>
        <source>channel %1: all zero</source>
        <translation>通道 %1：全为零</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="243"/>
        <source>channel %1: level %2</source>
        <translation>通道 %1：level %2</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="245"/>
        <source>no channel %1 (%2 channels)</source>
        <translation>没有通道 %1（共 %2 个通道）</translation>
    </message>
    <message>
        <location filename="../ui/plots/outlier_heatmap_panel.cpp" line="249"/>
        <source>%1
%2
largest level %3</source>
        <translation>%1
%2
最大 level %3</translation>
    </message>
</context>
<context>
    <name>quantlens::ParetoPlot</name>
    <message>
        <location filename="../ui/plots/pareto_plot.cpp" line="62"/>
        <source>Tensors at 16 bit</source>
        <translation>16 位张量数</translation>
    </message>
    <message>
        <location filename="../ui/plots/pareto_plot.cpp" line="63"/>
        <location filename="../ui/plots/pareto_plot.cpp" line="82"/>
        <source>Output cos (worst input)</source>
        <translation>输出余弦（最差输入）</translation>
    </message>
    <message>
        <location filename="../ui/plots/pareto_plot.cpp" line="64"/>
        <source>Plans the search went through</source>
        <translation>搜索经过的方案</translation>
    </message>
    <message>
        <location filename="../ui/plots/pareto_plot.cpp" line="65"/>
        <source>Plan after pruning</source>
        <translation>剪枝后的方案</translation>
    </message>
    <message>
        <location filename="../ui/plots/pareto_plot.cpp" line="66"/>
        <source>The plans a search goes through appear here: the output cos of the worst input against the number of tensors at 16 bit, with the target as a dashed line.</source>
        <translation>搜索经过的方案会显示在这里：最差输入的输出余弦与 16 位张量数的关系，目标值为虚线。</translation>
    </message>
</context>
<context>
    <name>quantlens::PlanExportDialog</name>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="43"/>
        <source>Merge into what the file holds (keep everything that is not the plan&apos;s)</source>
        <translation>合并到文件现有内容（保留不属于方案的一切）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="46"/>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="114"/>
        <source>Export the precision plan</source>
        <translation>导出精度方案</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="53"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="58"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="60"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="62"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="66"/>
        <source>What changes in the file:</source>
        <translation>文件中的改动：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="142"/>
        <source>Cannot export: %1</source>
        <translation>无法导出：%1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="148"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="150"/>
        <source>(the file already holds exactly this)</source>
        <translation>（文件内容已完全相同）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="159"/>
        <source>%1 is read-only or another user&apos;s. Replace it anyway? Its old content is kept in a backup.</source>
        <translation>%1 是只读文件或属于其他用户。仍要替换吗？其旧内容会保存在备份中。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/plan_export_dialog.cpp" line="172"/>
        <source>Written. The previous file is kept as %1</source>
        <translation>已写入。之前的文件保存为 %1</translation>
    </message>
</context>
<context>
    <name>quantlens::PlanModel</name>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="61"/>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="63"/>
        <source>you</source>
        <translation>手动</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="64"/>
        <source>suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="65"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="70"/>
        <source>set by the plan&apos;s op-type or whole-model rule</source>
        <translation>由方案的算子类型或整模型规则设置</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="71"/>
        <source>set by hand</source>
        <translation>手动设置</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="81"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="82"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="83"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="84"/>
        <source>Chosen by</source>
        <translation>选择方</translation>
    </message>
    <message>
        <location filename="../ui/models/plan_model.cpp" line="85"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>quantlens::PlanPanel</name>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="41"/>
        <source>16-bit tensors: %1 · %2 % of MACs · %3 % of activation bytes</source>
        <translation>16 位张量：%1 · %2 % 的 MAC · %3 % 的激活字节</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="59"/>
        <source>Suggest</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="61"/>
        <source>Pick the triage&apos;s culprits (the tensors whose own quantization loses most), within the budgets and only while they still matter; your own choices stay</source>
        <translation>选取分诊的嫌疑张量（自身量化损失最大的张量），不超过预算，且只取仍有意义的；你自己的选择保留</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="65"/>
        <source>max </source>
        <translation>最多 </translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="66"/>
        <source>At most this many 16-bit tensors</source>
        <translation>最多这么多个 16 位张量</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="70"/>
        <source> % MACs</source>
        <translation> % MACs</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="71"/>
        <source>no cost limit</source>
        <translation>不限开销</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="72"/>
        <source>At most this share of MACs and of activation bytes at 16 bit (as quantlens plan --max-cost): a ceiling, not a target; tensors that would gain little are left out</source>
        <translation>16 位部分的 MACs 和激活字节最多占这个比例（同 quantlens plan --max-cost）：这是上限而不是目标；收益很小的张量不会加入</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="74"/>
        <source>Find plan…</source>
        <translation>查找方案…</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="75"/>
        <source>Search, by running the models, for the smallest plan that reaches a target output cosine, and pick one from the Pareto plot</source>
        <translation>通过运行模型搜索达到目标输出余弦的最小方案，并在帕累托图上选择一个</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="77"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="78"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="79"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="80"/>
        <source>Check rebuilt model…</source>
        <translation>检查重建的模型…</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="81"/>
        <source>Did the vendor build apply this plan? Read what it produced (a quantized ONNX, SigmaStar&apos;s quant-param JSON, Pulsar2&apos;s precision table, RKNN&apos;s cfg or error_analysis) and list each planned tensor as applied, not applied, fused or unknown</source>
        <translation>厂商构建是否应用了此方案？读取构建产物（量化 ONNX、SigmaStar 量化参数 JSON、Pulsar2 精度表、RKNN 的 cfg 或 error_analysis），并把方案中的每个张量列为已应用、未应用、已融合或未知</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="117"/>
        <source>Clear the plan</source>
        <translation>清空方案</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="133"/>
        <source>Predicting the output cos of this plan by running the models…</source>
        <translation>正在运行模型预测此方案的输出余弦…</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="138"/>
        <source>The plan could not be run: %1</source>
        <translation>方案无法运行：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/plan_panel.cpp" line="141"/>
        <source>Predicted output cos with this plan: &lt;b&gt;%1&lt;/b&gt; (as quantized: %2; worst of %n inputs: %3)</source>
        <translation>
            <numerusform>采用此方案的预测输出余弦：&lt;b&gt;%1&lt;/b&gt;（量化原样：%2；%n 个输入中最差：%3）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="144"/>
        <source>Predicted output cos with this plan: &lt;b&gt;%1&lt;/b&gt; (as quantized: %2)</source>
        <translation>采用此方案的预测输出余弦：&lt;b&gt;%1&lt;/b&gt;（量化原样：%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/plan_panel.cpp" line="148"/>
        <source>%n of the plan&apos;s tensors have no quantize/dequantize pair in the model and are not simulated.</source>
        <translation>
            <numerusform>方案中有 %n 个张量在模型中没有量化/反量化对，未模拟。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="156"/>
        <location filename="../ui/panels/plan_panel.cpp" line="162"/>
        <source>Check rebuilt model</source>
        <translation>检查重建的模型</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="156"/>
        <source>Builds (*.onnx *.json *.txt *.log *.cfg);;All files (*)</source>
        <translation>构建产物 (*.onnx *.json *.txt *.log *.cfg);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="197"/>
        <source>Suggest a plan</source>
        <translation>生成建议方案</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="204"/>
        <source>8 bit: %1</source>
        <translation>8 位：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="210"/>
        <source>Plans and vendor configs (*.json *.ini *.txt *.cfg)</source>
        <translation>方案和厂商配置 (*.json *.ini *.txt *.cfg)</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="210"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="212"/>
        <location filename="../ui/panels/plan_panel.cpp" line="222"/>
        <location filename="../ui/panels/plan_panel.cpp" line="227"/>
        <location filename="../ui/panels/plan_panel.cpp" line="235"/>
        <source>Import a precision plan</source>
        <translation>导入精度方案</translation>
    </message>
    <message>
        <location filename="../ui/panels/plan_panel.cpp" line="230"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
</context>
<context>
    <name>quantlens::PlanRulePrompt</name>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="24"/>
        <source>INT16 on the convolution inputs next to %1</source>
        <translation>在 %1 旁边的卷积输入上设 INT16</translation>
    </message>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="31"/>
        <source>SigmaStar sets INT16 only on convolution inputs</source>
        <translation>SigmaStar 只能在卷积输入上设 INT16</translation>
    </message>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="33"/>
        <source>%1 is not a convolution input, and no convolution is reached from it or reaches it: no input_config.ini change can make it 16 bit.</source>
        <translation>%1 不是卷积输入，而且从它出发到达不了卷积，也没有卷积到达它：改 input_config.ini 无法让它变成 16 位。</translation>
    </message>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="36"/>
        <source>It stays in the plan for toolchains that can set it; the SigmaStar export will refuse it.</source>
        <translation>它留在方案中供能设置它的工具链使用；导出为 SigmaStar 格式时会被拒绝。</translation>
    </message>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="42"/>
        <source>%1 is not a convolution input: input_config.ini cannot set it to INT16.</source>
        <translation>%1 不是卷积输入：input_config.ini 无法把它设为 INT16。</translation>
    </message>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="44"/>
        <source>Set the convolution inputs next to it instead: %1?</source>
        <translation>改为设置它旁边的卷积输入：%1？</translation>
    </message>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="45"/>
        <source>Use the convolution inputs</source>
        <translation>使用卷积输入</translation>
    </message>
    <message>
        <location filename="../ui/plan_rule_prompt.cpp" line="46"/>
        <source>Keep %1</source>
        <translation>保留 %1</translation>
    </message>
</context>
<context>
    <name>quantlens::ProblemsPanel</name>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="16"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="16"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="16"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="34"/>
        <source>No problems: the inputs passed every check.</source>
        <translation>没有问题：输入通过了所有检查。</translation>
    </message>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="44"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/problems_panel.cpp" line="44"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
</context>
<context>
    <name>quantlens::RecentFiles</name>
    <message>
        <location filename="../ui/recent_files.cpp" line="47"/>
        <source>Open recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <location filename="../ui/recent_files.cpp" line="47"/>
        <source>%1 no longer exists. Remove it from the recent workspaces?</source>
        <translation>%1 已不存在。要从最近的工作区中移除吗？</translation>
    </message>
    <message>
        <location filename="../ui/recent_files.cpp" line="65"/>
        <source>%1 (missing)</source>
        <translation>%1（已不存在）</translation>
    </message>
</context>
<context>
    <name>quantlens::SessionContext</name>
    <message>
        <location filename="../ui/session_context.cpp" line="93"/>
        <source>8 bit: %1</source>
        <translation>8 位：%1</translation>
    </message>
    <message>
        <location filename="../ui/session_context.cpp" line="97"/>
        <source>16 bit: %1</source>
        <translation>16 位：%1</translation>
    </message>
</context>
<context>
    <name>quantlens::TensorMapDialog</name>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="29"/>
        <source>, confidence %1</source>
        <translation>，置信度 %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="39"/>
        <source>Only tensors not matched by name</source>
        <translation>仅显示未按名称匹配的张量</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="43"/>
        <source>Tensor map</source>
        <translation>张量映射</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="50"/>
        <source>Float tensor</source>
        <translation>浮点张量</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="50"/>
        <source>How it was paired</source>
        <translation>配对方式</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="50"/>
        <source>Paired with</source>
        <translation>已配对条目</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="50"/>
        <source>Map to</source>
        <translation>映射到</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="57"/>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="60"/>
        <source>Choose the entry that holds a float tensor when a toolchain renamed it or the pairing by structure is wrong. The map overrides every other match and is saved with the workspace.</source>
        <translation>当工具链重命名了浮点张量，或按结构的配对有误时，请选择包含该浮点张量的条目。此映射优先于其他所有匹配，并随工作区一起保存。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="66"/>
        <source>Save map and analyse</source>
        <translation>保存映射并分析</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/tensor_map_dialog.cpp" line="87"/>
        <source>(as matched)</source>
        <translation>（沿用自动匹配）</translation>
    </message>
</context>
<context>
    <name>quantlens::TicketDialog</name>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="42"/>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="76"/>
        <source>Export ticket</source>
        <translation>导出工单</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="45"/>
        <source>One zip for the vendor&apos;s support: every view as PNG and SVG, the reports, the triage, the precision plan with each vendor config and its diff, the input files&apos; SHA-256, and a summary in English and Chinese that follows their ticket template.</source>
        <translation>为厂商技术支持生成一个 zip：每个视图的 PNG 和 SVG、报告、分诊、精度方案及各厂商配置和差异、输入文件的 SHA-256，以及按其工单模板编写的中英文摘要。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="38"/>
        <source>Attach the selected tensor&apos;s node (output and inputs) from every run, as .npy</source>
        <translation>附上选中张量的节点（输出和输入）在每次运行中的数据，格式为 .npy</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="51"/>
        <source>nothing (the triage names no tensor)</source>
        <translation>无（分诊没有指出张量）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="51"/>
        <source>the triage&apos;s suspect: %1</source>
        <translation>分诊的嫌疑张量：%1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="53"/>
        <source>the tensor selected now (none)</source>
        <translation>当前选中的张量（无）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="53"/>
        <source>the tensor selected now: %1</source>
        <translation>当前选中的张量：%1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="59"/>
        <source>optional: your config.json or input_config.ini</source>
        <translation>可选：您的 config.json 或 input_config.ini</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="60"/>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="61"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="63"/>
        <source>Zip file:</source>
        <translation>zip 文件：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="64"/>
        <source>Pictures select:</source>
        <translation>图片中选中：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="65"/>
        <source>Toolchain:</source>
        <translation>工具链：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="66"/>
        <source>Merge the plan into:</source>
        <translation>将方案合并到：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="67"/>
        <source>Dumps:</source>
        <translation>转储：</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="69"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="76"/>
        <source>Zip archives (*.zip)</source>
        <translation>zip 归档 (*.zip)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="82"/>
        <source>Your vendor config</source>
        <translation>您的厂商配置</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ticket_dialog.cpp" line="82"/>
        <source>Vendor configs (*.json *.ini *.txt)</source>
        <translation>厂商配置 (*.json *.ini *.txt)</translation>
    </message>
</context>
<context>
    <name>quantlens::TicketExport</name>
    <message>
        <location filename="../ui/ticket/ticket_export.cpp" line="35"/>
        <source>Writing the reports and the triage…</source>
        <translation>正在写出报告和分诊…</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_export.cpp" line="59"/>
        <source>Drawing the %1 view…</source>
        <translation>正在绘制 %1 视图…</translation>
    </message>
    <message>
        <location filename="../ui/ticket/ticket_export.cpp" line="84"/>
        <location filename="../ui/ticket/ticket_export.cpp" line="115"/>
        <source>Hashing the input files…</source>
        <translation>正在计算输入文件哈希…</translation>
    </message>
</context>
<context>
    <name>quantlens::ToolchainCombo</name>
    <message>
        <location filename="../ui/toolchain_combo.cpp" line="32"/>
        <source>The toolchain you deploy with: whose thresholds and next steps the triage follows (Generic: the thresholds set in the window), the 16-bit type plan edits write and which tensors may take it</source>
        <translation>您部署所用的工具链：诊断遵循其阈值和下一步（通用：使用窗口中设置的阈值），方案编辑写入其 16 位类型，以及哪些张量可以设为 16 位</translation>
    </message>
</context>
<context>
    <name>quantlens::TriagePanel</name>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="55"/>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="55"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="62"/>
        <source>Culprits to 16 bit</source>
        <translation>嫌疑张量设为 16 位</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/triage_panel.cpp" line="82"/>
        <source>Triage: %n culprit(s) to 16 bit</source>
        <translation>
            <numerusform>诊断：%n 个嫌疑张量设为 16 位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="122"/>
        <source>No runs compared yet: add the model&apos;s dumps with File ▸ Open inputs… to triage them.</source>
        <translation>尚未比较任何运行：用 文件 ▸ 打开输入… 添加模型的 dump 后再做分诊。</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="123"/>
        <source>Open a float model with its dumps to triage them.</source>
        <translation>打开浮点模型及其 dump 后即可诊断。</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="125"/>
        <source>Triage running: reading the inputs and runs again…</source>
        <translation>正在诊断：重新读取输入和各次运行…</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="146"/>
        <source>The fix for this finding is not a 16-bit layer</source>
        <translation>此诊断的修复方法不是将层设为 16 位</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="147"/>
        <source>Set %1 to U16 in the precision plan (undoable)</source>
        <translation>在精度方案中将 %1 设为 U16（可撤销）</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="158"/>
        <source>Culprits, most likely first — provisional: ranked from the dumps until measuring ends</source>
        <translation>可疑层（可能性最大者在前）— 暂定：测量结束前按转储数据排序</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="159"/>
        <source>Culprits, most likely first</source>
        <translation>嫌疑张量（按可能性排序）</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="167"/>
        <source>%1 (%2), cos %3</source>
        <translation>%1（%2），cos %3</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="170"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="174"/>
        <source>Click to select %1 in every view</source>
        <translation>单击以在所有视图中选中 %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="177"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <location filename="../ui/panels/triage_panel.cpp" line="188"/>
        <source>Next steps</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>quantlens::VerifyDialog</name>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="19"/>
        <source>applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="21"/>
        <source>not applied</source>
        <translation>未应用</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="22"/>
        <source>not applied: merged into %1, which runs at 8 bit</source>
        <translation>未应用：并入了以 8 位运行的 %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="25"/>
        <source>fused into %1, which runs as planned</source>
        <translation>已融合到按方案运行的 %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="29"/>
        <source>unknown: the build has no tensor of this name</source>
        <translation>未知：构建中没有此名称的张量</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="30"/>
        <source>unknown: the build does not say its type</source>
        <translation>未知：构建未说明其类型</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="40"/>
        <source>Check rebuilt model</source>
        <translation>检查重建的模型</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="44"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="44"/>
        <source>Planned</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="44"/>
        <source>The build has</source>
        <translation>构建中为</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="44"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/verify_dialog.cpp" line="78"/>
        <source>%1 applied, %2 fused into a neighbour that runs as planned, %3 not applied, %4 unknown, of %5 planned tensors (%6).</source>
        <translation>方案中的 %5 个张量：%1 个已应用，%2 个并入按方案运行的相邻层，%3 个未应用，%4 个未知（%6）。</translation>
    </message>
</context>
<context>
    <name>quantlens::WeightsPanel</name>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="70"/>
        <source>Open a float and a quantized model to see their weights compared.</source>
        <translation>打开浮点模型和量化模型即可比较它们的权重。</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="72"/>
        <source>Measuring by running the models…</source>
        <translation>正在运行模型进行测量…</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="75"/>
        <source>The models could not be run: %1</source>
        <translation>模型无法运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="76"/>
        <source>Not measured: turn on Analysis ▸ Measure by running the models.</source>
        <translation>未测量：请打开 分析 ▸ 运行模型进行测量。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panels/weights_panel.cpp" line="80"/>
        <source>%n quantized weight(s).</source>
        <translation>
            <numerusform>%n 个量化权重。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="84"/>
        <source>The weights cost more of the accuracy than the activations.</source>
        <translation>权重造成的精度损失大于激活。</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="85"/>
        <source>The activations cost more of the accuracy than the weights.</source>
        <translation>激活造成的精度损失大于权重。</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="86"/>
        <source>Output cos with only the weights quantized: %1; with only the activations: %2; both: %3. %4</source>
        <translation>仅量化权重时输出余弦：%1；仅量化激活时：%2；两者都量化：%3。%4</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="96"/>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="96"/>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="96"/>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="96"/>
        <source>Channels</source>
        <translation>通道数</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="96"/>
        <source>SQNR (dB)</source>
        <translation>SQNR（dB）</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="97"/>
        <source>Cos</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="97"/>
        <source>Worst channel cos</source>
        <translation>最差通道余弦</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="97"/>
        <source>Channel range spread (max/median)</source>
        <translation>通道范围差异（最大/中位）</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="99"/>
        <source>Largest per-channel max |w| over the median channel&apos;s: with one per-tensor scale the median channel gets 1/spread of the levels</source>
        <translation>各通道 max |w| 的最大值与中位通道之比：若整个张量用一个缩放，中位通道只能用到 1/差异 的量化级</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="107"/>
        <source>per channel</source>
        <translation>逐通道</translation>
    </message>
    <message>
        <location filename="../ui/panels/weights_panel.cpp" line="107"/>
        <source>per tensor</source>
        <translation>逐张量</translation>
    </message>
</context>
</TS>
