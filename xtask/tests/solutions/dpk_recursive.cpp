// dpk, recursive with memo: right, but K = 10^5 goes 10^5 calls deep.
#include <bits/stdc++.h>
using namespace std;

int n, k;
vector<int> moves;
vector<signed char> memo;

bool wins(int i) {
    if (memo[i] >= 0) return memo[i];
    bool result = false;
    for (int a : moves)
        if (a <= i && !wins(i - a)) { result = true; break; }
    return memo[i] = result;
}

int main() {
    cin >> n >> k;
    moves.resize(n);
    for (int &a : moves) cin >> a;
    memo.assign(k + 1, -1);
    cout << (wins(k) ? "First" : "Second") << "\n";
}
