#!/usr/bin/env bash
# The usual stress loop, as people write it: for each case, an input from a generator,
# the solution and the reference run on it one after the other, their answers compared
# with cmp; it stops at the first difference.
# Usage: loop.sh GENERATOR SOLUTION REFERENCE CASES FOLDER
set -u
generator=$1 solution=$2 reference=$3 cases=$4 dir=$5
for ((i = 1; i <= cases; i++)); do
    "$generator" "$i" > "$dir/in"
    "$solution" < "$dir/in" > "$dir/out"
    "$reference" < "$dir/in" > "$dir/right"
    if ! cmp -s "$dir/out" "$dir/right"; then
        echo "the answers differ on case $i" >&2
        exit 1
    fi
done
