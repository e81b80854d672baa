//! Answers of many values: one line of them, or one a line.

use std::fmt;

/// Many values as one answer, written one after another with `separator` between them.
///
/// The separator is `' '` for one line, `'\n'` for one value a line; each value is
/// written by `write(value, text)`, which appends it to `text`. This is the answer a
/// binary returns to [`run`](super::run) when it has many.
///
/// The text is made a piece of some kilobytes at a time and written out piece by
/// piece, so it is never whole in memory, and the values cost an append each, not a
/// call of the formatting machinery.
///
/// ```
/// use gamebits::judge::Joined;
/// let caught = Joined::new(vec![true, false, true], ' ', |&c, text| {
///     text.push(if c { '1' } else { '0' })
/// });
/// assert_eq!(caught.to_string(), "1 0 1");
/// let words = Joined::new(vec![3, 0], '\n', |&n, text| text.push_str(["no", "yes"][n % 2]));
/// assert_eq!(words.to_string(), "yes\nno");
/// ```
pub struct Joined<T, W> {
    values: Vec<T>,
    separator: char,
    write: W,
}

impl<T, W: Fn(&T, &mut String)> Joined<T, W> {
    /// The `values`, to be written by `write` with `separator` between them.
    ///
    /// ```
    /// use gamebits::judge::Joined;
    /// let empty = Joined::new(Vec::<u8>::new(), '\n', |n, text| text.push_str(&n.to_string()));
    /// assert_eq!(empty.to_string(), "");
    /// ```
    pub fn new(values: Vec<T>, separator: char, write: W) -> Joined<T, W> {
        Joined {
            values,
            separator,
            write,
        }
    }
}

/// How long [`Joined`]'s text grows before it is written out.
const PIECE: usize = 1 << 15;
/// How many values [`Joined`] writes between two looks at the text's length.
const CHUNK: usize = 256;

impl<T, W: Fn(&T, &mut String)> fmt::Display for Joined<T, W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some((first, rest)) = self.values.split_first() else {
            return Ok(());
        };
        let mut text = String::with_capacity(2 * PIECE);
        (self.write)(first, &mut text);
        for values in rest.chunks(CHUNK) {
            for value in values {
                text.push(self.separator);
                (self.write)(value, &mut text);
            }
            if text.len() >= PIECE {
                f.write_str(&text)?;
                text.clear();
            }
        }
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values over several pieces, some longer than others: the same text as `join`.
    #[test]
    fn pieces_join_as_one_text() {
        let values: Vec<usize> = (0..3 * PIECE).collect();
        let show = |&v: &usize| "x".repeat(v % 7);
        let joined = Joined::new(values.clone(), '\n', |v, text| text.push_str(&show(v)));
        let expected: Vec<String> = values.iter().map(show).collect();
        assert_eq!(joined.to_string(), expected.join("\n"));
    }
}
