// ccc12s4 (CCC '12 S4, "A Coin Game"): n <= 7 coins 1..n stand one per position in a row; a
// move takes the top coin of a position onto an adjacent one, never onto a smaller coin. For
// each of many line-ups: the fewest moves that leave coin i alone at position i, or IMPOSSIBLE.
//
// Idea: states as integers. No coin ever lies on a smaller one, so a stack is known from
// the set of its coins, and a whole state from each coin's position: n digits in base n,
// the integer state = sum of pos(c) * n^c over the coins c = 0..n-1 (positions 0..n-1),
// below n^n = 823543 at n = 7. It indexes an array of distances directly, and moving coin
// c one place right or left adds or subtracts n^c. A position's top is its smallest coin,
// and between two neighbouring positions there is exactly one move (the smaller top goes
// onto the other), unless both are empty. Every move can be undone, so the moves form an
// undirected graph, and one breadth-first search from the goal gives the distance of every
// start at once. It runs once for each n the input holds; each case is then a lookup.
//
// Complexity: O(n * n^n) time for each n that occurs (n^n states, n digits to read and
// n - 1 moves each), then O(n) a case; 5 bytes a state (a distance byte, a queue entry).
#include <algorithm>
#include <cstdint>
#include <iostream>
#include <vector>
using namespace std;

const uint8_t UNREACHED = 255;  // every real distance is smaller (the largest is 77)

// The fewest moves from every state of n coins to the goal (coin c at position c).
vector<uint8_t> search_from_goal(int n) {
    vector<int> power(n + 1, 1);  // power[c] = n^c, the step of coin c
    for (int c = 1; c <= n; c++) power[c] = power[c - 1] * n;
    int states = power[n];
    int goal = 0;
    for (int c = 0; c < n; c++) goal += c * power[c];

    vector<uint8_t> distance(states, UNREACHED);
    vector<int> queue;  // every state reached, in order of distance
    queue.reserve(states);
    distance[goal] = 0;
    queue.push_back(goal);
    for (size_t head = 0; head < queue.size(); head++) {
        int state = queue[head];
        // top[p]: the smallest coin at position p, or n if p is empty. Coins are read
        // smallest first, so the first coin found at a position is its top.
        int top[8];
        fill(top, top + n, n);
        for (int c = 0, rest = state; c < n; c++, rest /= n) {
            int p = rest % n;
            if (top[p] == n) top[p] = c;
        }
        for (int p = 1; p < n; p++) {
            int a = top[p - 1], b = top[p];
            if (a == b) continue;  // both empty: no move
            // The smaller top moves: a to the right (its digit + 1) or b to the left.
            int next = a < b ? state + power[a] : state - power[b];
            if (distance[next] == UNREACHED) {
                distance[next] = distance[state] + 1;
                queue.push_back(next);
            }
        }
    }
    return distance;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    vector<vector<uint8_t>> distances(8);  // distances[n], searched when first asked for
    int n;
    while (cin >> n && n != 0) {
        // The state: coin c (from 0) at position i (from 0) adds i * n^c.
        vector<int> position(n);
        for (int i = 0; i < n; i++) {
            int coin;
            cin >> coin;
            position[coin - 1] = i;
        }
        int state = 0;
        for (int c = n - 1; c >= 0; c--) state = state * n + position[c];

        if (distances[n].empty()) distances[n] = search_from_goal(n);
        uint8_t d = distances[n][state];
        if (d == UNREACHED) {
            cout << "IMPOSSIBLE\n";
        } else {
            cout << int(d) << "\n";
        }
    }
}
