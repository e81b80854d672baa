/* dpk, crashes: says something on stderr, then writes through a null pointer. */
#include <stdio.h>

int main(void) {
    fprintf(stderr, "about to crash\n");
    fflush(stderr);
    volatile int *nowhere = NULL;
    *nowhere = 1;
    return 0;
}
