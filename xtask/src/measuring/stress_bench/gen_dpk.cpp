// A generator of dpk inputs as people write one, for the usual stress loop: seeded by
// its argument, a pile K of 1 to 60 stones and 1 to min(K, 6) moves, distinct and
// increasing, from 1 to K (the shape of the registry's small cases of dpk).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <vector>

int main(int argc, char** argv) {
    std::mt19937 rng(argc > 1 ? std::atoi(argv[1]) : 1);
    auto between = [&](int low, int high) {
        return std::uniform_int_distribution<int>(low, high)(rng);
    };
    int k = between(1, 60);
    int n = between(1, std::min(k, 6));
    std::vector<int> all(k);
    std::iota(all.begin(), all.end(), 1);
    std::shuffle(all.begin(), all.end(), rng);
    std::vector<int> moves(all.begin(), all.begin() + n);
    std::sort(moves.begin(), moves.end());
    std::printf("%d %d\n", n, k);
    for (int i = 0; i < n; i++) std::printf("%d%c", moves[i], i + 1 < n ? ' ' : '\n');
}
