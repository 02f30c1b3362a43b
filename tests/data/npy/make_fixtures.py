# Writes the reference .npy/.npz files next to this script with numpy (run once, commit the output):
#   /usr/bin/python3 tests/data/npy/make_fixtures.py
import os
import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
base = np.array([[-1.5, 0.0, 0.25], [2.0, 3.5, -4.0]], dtype="<f4")


def write(name, array, version=None):
    with open(os.path.join(here, name), "wb") as f:
        np.lib.format.write_array(f, array, version=version, allow_pickle=False)


write("f4_v1.npy", base)
write("f4_v2.npy", base, version=(2, 0))
write("f4_v3.npy", base, version=(3, 0))
write("f4_big_endian.npy", base.astype(">f4"))
write("f4_fortran.npy", np.asfortranarray(base))
write("f2.npy", base.astype("<f2"))
write("f8.npy", base.astype("<f8"))
write("i1.npy", np.array([-128, -1, 0, 1, 127], dtype="i1"))
write("u2.npy", np.array([0, 1, 300, 65535], dtype="<u2"))
write("i8_big_endian.npy", np.array([-2, 70000, 1 << 40], dtype=">i8"))
write("bool.npy", np.array([True, False, True]))
write("scalar.npy", np.array(7.5, dtype="<f4"))
write("empty.npy", np.zeros((0, 3), dtype="<f4"))
np.savez(os.path.join(here, "stored.npz"), conv1=base, relu1=np.array([1, 2, 3], dtype="i1"),
         flipped=base.astype(">f4"))
np.savez_compressed(os.path.join(here, "deflated.npz"), conv1=base, relu1=np.array([1, 2, 3], dtype="i1"),
                    flipped=np.asfortranarray(base))

# A Zip64 archive in full (central directory extras and the Zip64 end record) without 4 GB of data:
# lowering zipfile's threshold makes it use the Zip64 forms for every size and offset.
import io
import zipfile

zipfile.ZIP64_LIMIT = 16
with zipfile.ZipFile(os.path.join(here, "zip64.npz"), "w", allowZip64=True) as zf:
    for key, value in (("conv1", base), ("relu1", np.array([1, 2, 3], dtype="i1"))):
        with zf.open(key + ".npy", "w", force_zip64=True) as member:
            np.lib.format.write_array(member, value, allow_pickle=False)
