# dpk, exits with status 3 after a line on stderr.
import sys

print("giving up", file=sys.stderr)
sys.exit(3)
