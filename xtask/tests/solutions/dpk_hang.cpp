// dpk, hangs: never reads its input; starts a child, and both spin for ever.
#include <unistd.h>

int main() {
    fork();
    volatile unsigned long spins = 0;
    for (;;) spins++;
}
