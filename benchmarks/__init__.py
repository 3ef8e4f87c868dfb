"""decaymem benchmarks (``python -m benchmarks.run``).

BLAS and OpenMP thread pools are pinned to one thread here, before anything imports numpy: on a
two-core machine a multithreaded BLAS stalls a recall whenever another process is busy, which
made the recall-latency figures irreproducible. An explicit setting in the environment wins.
"""

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
