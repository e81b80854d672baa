// dpk, right and iterative: wins[i] from the smaller counts up.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> moves(n);
    for (int &a : moves) cin >> a;
    vector<bool> wins(k + 1, false);
    for (int i = 1; i <= k; i++)
        for (int a : moves)
            if (a <= i && !wins[i - a]) { wins[i] = true; break; }
    cout << (wins[k] ? "First" : "Second") << "\n";
}
