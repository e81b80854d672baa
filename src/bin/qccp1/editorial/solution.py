# qccp1 (QCC P1, "Quarantine Games"): players alternate moving a token from node 1 along
# the coloured edges of a DAG; play ends when every colour of the input has been
# traversed or no move exists. The last player to move wins: does the first?
#
# Idea: a position is (node u, set S of colours traversed); 7 colours make 2^7 = 128
# sets. The set ALL of all colours of the input is lost for the player to move; any other
# (u, S) is won iff some edge u -> v of colour c reaches a lost (v, S | c). A node without
# outgoing edges is lost for every S. Nodes are finished children first: Kahn's algorithm
# run backwards, from the nodes without outgoing edges along the edges reversed; a
# finished node pushes its lost sets to every parent, and a parent is finished when its
# last child is. No recursion, so a path of 1e5 nodes is no problem.
#
# A loop over the 128 sets of every edge would be 1.28e8 Python steps, so each node's
# sets are one Python int of 128 bits, bit S for set S (as the Rust keeps one u128):
# lost_after(head_lost, c) moves bit S | c of the child to bit S of the parent for all
# 128 sets at once, with two masks and a shift by 2^c.
#
# Complexity: O(N + M) time, with O(1) 128-bit operations per edge; O(N + M) memory.
# Too slow for M = 1e6 within 1.5 s, in CPython and in PyPy alike. Measured on the
# registry's two graphs of 1e6 edges: 2.6 to 2.8 s of CPU in CPython, 2.0 to 2.4 s in
# PyPy. Splitting the 14 MB input into 3e6 tokens and converting them takes 2.0 s
# (CPython) and 1.3 s (PyPy) of that alone, and in PyPy an int over 63 bits is a slow
# big int. What would do: under PyPy, a reader that walks the bytes itself, and each
# node's 128 sets as four ints of 32 bits (machine words to PyPy); or C++ or Java
# (solution.cpp, Solution.java).
import sys

COLOURS = b"roygbiv"
SETS = 128
FULL = (1 << SETS) - 1
# HAS_COLOUR[c]: the sets S (as bits) that contain colour c.
HAS_COLOUR = [sum(1 << s for s in range(SETS) if s >> c & 1) for c in range(7)]


def lost_after(head_lost, c):
    """The sets S from which the edge of colour c reaches a lost set S | c of its head."""
    has = HAS_COLOUR[c]
    return (head_lost & has) | (head_lost >> (1 << c) & (FULL ^ has))


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    colour_index = {bytes([letter]): c for c, letter in enumerate(COLOURS)}
    # entering[v]: the edges into v, each as u * 8 + c (tail u, colour index c).
    entering = [[] for _ in range(n)]
    children_left = [0] * n  # unfinished children of u, counted per edge
    all_colours = 0  # ALL: the set of every colour of the input
    for i in range(2, 2 + 3 * m, 3):
        u, v, c = int(data[i]) - 1, int(data[i + 1]) - 1, colour_index[data[i + 2]]
        entering[v].append(u * 8 + c)
        children_left[u] += 1
        all_colours |= 1 << c
    del data

    # won[u]: the sets S (as bits) for which (u, S) is won for the player to move.
    won = [0] * n
    only_all = 1 << all_colours

    # Kahn's algorithm backwards: a node is finished once all its children are.
    finished = [u for u in range(n) if children_left[u] == 0]
    for v in finished:  # the list grows as parents are finished
        v_lost = (FULL ^ won[v]) | only_all
        for edge in entering[v]:
            u, c = edge >> 3, edge & 7
            won[u] |= lost_after(v_lost, c)
            children_left[u] -= 1
            if children_left[u] == 0:
                finished.append(u)

    # Play starts at node 1 with no colour traversed: bit 0 of node 1's sets.
    start_lost = (FULL ^ won[0]) | only_all
    print("deruikong" if start_lost & 1 else "piddddgy")


main()
