//! `floor < input`: the least any binary must do with its input.
//!
//! The floor row of `cargo xtask bench`: read all of stdin and parse every integer in
//! it, nothing else.
//!
//! Written plainly and as fast as we can, not through the binaries' reader: stdin is
//! read in 64 KiB chunks into one buffer (no copy of the whole input is kept), and one
//! pass over each chunk folds every run of ASCII digits into a number. It prints how
//! many integers it read and their wrapping sum, so that the work cannot be optimised
//! away and the run answers like a binary.

use std::io::{ErrorKind, Read, Write};

fn main() {
    let mut stdin = std::io::stdin().lock();
    let mut chunk = vec![0; 1 << 16];
    let mut integers = Integers::default();
    loop {
        match stdin.read(&mut chunk) {
            Ok(0) => break,
            Ok(read) => integers.feed(&chunk[..read]),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) => {
                eprintln!("error: cannot read stdin: {e}");
                std::process::exit(1);
            }
        }
    }
    let (count, sum) = integers.finish();
    let _ = writeln!(std::io::stdout(), "{count} {sum}");
}

/// The integers (maximal runs of ASCII digits) of a text fed to it in pieces.
#[derive(Default)]
struct Integers {
    count: u64,
    sum: u64,
    value: u64,
    in_number: bool,
}

impl Integers {
    /// Reads the next piece of the text; a number may go on from the last piece.
    fn feed(&mut self, bytes: &[u8]) {
        // Locals, not fields, in the loop: they stay in registers.
        let (mut count, mut sum, mut value) = (self.count, self.sum, self.value);
        let mut in_number = self.in_number;
        for &byte in bytes {
            let digit = byte.wrapping_sub(b'0');
            if digit < 10 {
                value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
                in_number = true;
            } else if in_number {
                count += 1;
                sum = sum.wrapping_add(value);
                value = 0;
                in_number = false;
            }
        }
        *self = Integers {
            count,
            sum,
            value,
            in_number,
        };
    }

    /// How many integers the text held and their sum, wrapping on overflow.
    fn finish(mut self) -> (u64, u64) {
        self.feed(b" ");
        (self.count, self.sum)
    }
}

#[cfg(test)]
mod tests {
    use super::Integers;

    fn integers(pieces: &[&[u8]]) -> (u64, u64) {
        let mut integers = Integers::default();
        for piece in pieces {
            integers.feed(piece);
        }
        integers.finish()
    }

    #[test]
    fn every_run_of_digits_is_one_integer() {
        assert_eq!(integers(&[b""]), (0, 0));
        assert_eq!(integers(&[b"3 2\n1 2 r\n2 3 g\n"]), (6, 13));
        assert_eq!(integers(&[b"  007\t10"]), (2, 17));
        assert_eq!(integers(&[b"18446744073709551615 1"]), (2, 0));
    }

    #[test]
    fn a_number_may_span_two_pieces() {
        assert_eq!(integers(&[b"12", b"34 5"]), (2, 1239));
        assert_eq!(integers(&[b"12 ", b"34"]), (2, 46));
    }
}
