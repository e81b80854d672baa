/* dpk, forks over and over: 2^10 processes, each spinning for ever (bounded, so that a
   broken watch cannot fill the machine's process table). */
#include <unistd.h>

int main(void) {
    for (int i = 0; i < 10; i++) fork();
    for (volatile unsigned long spins = 0;; spins++) {}
}
