/* dpk, prints without end. */
#include <stdio.h>

int main(void) {
    for (;;) fputs("First\n", stdout);
}
