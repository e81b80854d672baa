// dmopc20c6p3 (DMOPC '20 Contest 6 P3, "Bread Merchant"): a robber walks one-way routes
// between N cities forever; the police pick his route in cities with a station, he picks
// elsewhere, and a city with no route out catches him. From each start: is he caught?
//
// Idea: the police's attractor of the dead ends. A city with no route out catches him; a
// city with a station does as soon as one of its routes leads to a catching city; another
// city once all of its routes do. Worked back from the dead ends along the routes
// reversed, each city counts the routes it still needs (need: 1 with a station, all of
// them without) and catches when that count reaches 0. A city never reached this way is
// an escape: with a station all its routes lead to escapes, without one some route does,
// so the robber stays among them forever. Cycles, self-loops and repeated routes need no
// care: a route counts once per copy, and play is never followed forward.
//
// Complexity: O(N + M) time and memory. The routes reversed are one array grouped by the
// city they lead to: into[start[b] .. start[b + 1]) holds the a of each route a -> b.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, m;
    cin >> n >> m;
    vector<int> police(n + 1);  // cities are numbered from 1, as in the input
    for (int c = 1; c <= n; c++) cin >> police[c];
    vector<int> from(m), to(m);
    vector<int> out(n + 1, 0);      // out[a]: how many routes leave a
    vector<int> start(n + 2, 0);    // first, start[b + 1] counts the routes into b
    for (int j = 0; j < m; j++) {
        cin >> from[j] >> to[j];
        out[from[j]]++;
        start[to[j] + 1]++;
    }
    for (int c = 1; c <= n + 1; c++) start[c] += start[c - 1];
    vector<int> into(m);
    vector<int> filled(start);
    for (int j = 0; j < m; j++) into[filled[to[j]]++] = from[j];

    // need[c]: how many more of c's routes must lead to a catching city before c catches.
    vector<int> need(n + 1);
    vector<bool> caught(n + 1, false);
    vector<int> queue;  // the catching cities, in the order they are found
    queue.reserve(n);
    for (int c = 1; c <= n; c++) {
        need[c] = police[c] == 1 ? min(out[c], 1) : out[c];
        if (out[c] == 0) {  // a dead end catches him
            caught[c] = true;
            queue.push_back(c);
        }
    }
    // The deciding loop: each catching city, taken in turn, counts for every route into it.
    for (size_t head = 0; head < queue.size(); head++) {
        int city = queue[head];
        for (int k = start[city]; k < start[city + 1]; k++) {
            int a = into[k];  // the route a -> city leads to a catching city
            need[a]--;
            if (need[a] == 0) {  // that was the last route a needed: a catches him
                caught[a] = true;
                queue.push_back(a);
            }
        }
    }

    // One line: 1 where he is caught, 0 where he escapes, single spaces between.
    string line;
    for (int c = 1; c <= n; c++) {
        if (c > 1) line += ' ';
        line += caught[c] ? '1' : '0';
    }
    cout << line << "\n";
}
