// dpk, wrong: First iff K is odd (right for the moves {1} alone).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    cout << (k % 2 == 1 ? "First" : "Second") << "\n";
}
