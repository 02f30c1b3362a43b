"""The verdict thresholds QuantLens applies to some inputs, as its JSON report states them: the one source
of those numbers for the test scripts (the window's defaults, unless a workspace or an option sets others)."""
import json
import subprocess


def thresholds_in_effect(quantlens, inputs):
    """{"cos_warn_below", "cos_fail_below", ...} of `quantlens report INPUTS`."""
    out = subprocess.run([quantlens, "report", *inputs, "--format", "json", "-q"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)["thresholds"]
