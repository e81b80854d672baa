# dmopc20c6p3, wrong: 0 for every vertex.
import sys

data = sys.stdin.read().split()
n = int(data[0])
print(" ".join(["0"] * n))
