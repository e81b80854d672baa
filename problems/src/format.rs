//! An input's format as the statement gives it.
//!
//! Its values in order, named as the statement names them, each a whole number or a word.
//! `cargo xtask new --like <binary> --lang cpp|py|java` writes the reading of a starting
//! file in another language from it.
//!
//! A format is held to its problem's samples: [`Format::read`] reads a sample's tokens
//! as the format says, and every sample of good input is read to its last token.

/// What a value is: the reading it needs in a typed language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A whole number that fits in 32 bits, signed.
    Int,
    /// A whole number that needs 64 bits, signed.
    Long,
    /// A word: a token of other characters (a letter, a string of 0 and 1).
    Word,
}

/// A value of the input: its name in the statement and its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub name: &'static str,
    pub kind: Kind,
}

impl Value {
    /// A whole number of 32 bits named `name`.
    ///
    /// ```
    /// use gamebits_problems::format::{Kind, Value};
    /// assert_eq!(Value::int("N").kind, Kind::Int);
    /// ```
    pub const fn int(name: &'static str) -> Value {
        Value {
            name,
            kind: Kind::Int,
        }
    }

    /// A whole number of 64 bits named `name`.
    ///
    /// ```
    /// use gamebits_problems::format::{Kind, Value};
    /// assert_eq!(Value::long("D").kind, Kind::Long);
    /// ```
    pub const fn long(name: &'static str) -> Value {
        Value {
            name,
            kind: Kind::Long,
        }
    }

    /// A word named `name`.
    ///
    /// ```
    /// use gamebits_problems::format::{Kind, Value};
    /// assert_eq!(Value::word("C").kind, Kind::Word);
    /// ```
    pub const fn word(name: &'static str) -> Value {
        Value {
            name,
            kind: Kind::Word,
        }
    }
}

/// How many cases an input holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// As many as a value read before says.
    Given(&'static str),
    /// Until this value, read first in each case, is 0 (which is read and ends the input).
    UntilZero(Value),
}

/// A part of an input, in the order read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// One value.
    Value(Value),
    /// `count` rows (a value read before), each of these values: each value becomes a
    /// list of its own (`a_1 … a_N` is one value a row; `u_i v_i C_i` three).
    Rows {
        count: &'static str,
        values: &'static [Value],
    },
    /// A square table of `size` rows of `size` values (a value read before).
    Table { size: &'static str, value: Value },
    /// Independent cases, each read by `each` and answered on its own.
    Cases { count: Count, each: &'static [Part] },
}

/// A problem's input format: its parts in order.
///
/// ```
/// use gamebits_problems::format::{Part, Value};
/// let dpk = gamebits_problems::problem("dpk").unwrap();
/// assert_eq!(dpk.input.0[0], Part::Value(Value::int("N")));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format(pub &'static [Part]);

impl Format {
    /// Reads the whitespace-separated `text` as the format says: `Ok` with how many
    /// cases were answered if every token was read and every number is a number; the
    /// token at which it went wrong otherwise.
    ///
    /// ```
    /// use gamebits_problems::format::{Format, Part, Value};
    /// const FORMAT: Format = Format(&[
    ///     Part::Value(Value::int("N")),
    ///     Part::Rows { count: "N", values: &[Value::int("a")] },
    /// ]);
    /// assert_eq!(FORMAT.read("3\n1 2 3\n"), Ok(1));
    /// assert!(FORMAT.read("3\n1 2\n").is_err());
    /// assert!(FORMAT.read("1\n1 2\n").is_err());
    /// ```
    pub fn read(&self, text: &str) -> Result<u64, String> {
        let mut reading = Reading {
            tokens: text.split_ascii_whitespace(),
            known: Vec::new(),
            read: 0,
        };
        let cases = reading.parts(self.0)?.max(1);
        match reading.tokens.next() {
            None => Ok(cases),
            Some(token) => Err(format!(
                "`{token}` is left over after {} tokens",
                reading.read
            )),
        }
    }

    /// Whether the format has any part: a new problem's has none until it is written.
    ///
    /// ```
    /// use gamebits_problems::format::Format;
    /// assert!(gamebits_problems::problem("dpk").unwrap().input.is_given());
    /// assert!(!Format(&[]).is_given());
    /// ```
    pub fn is_given(&self) -> bool {
        !self.0.is_empty()
    }
}

/// A format being read: the tokens left, the numbers read by name, how many read.
struct Reading<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
    known: Vec<(&'static str, i64)>,
    read: usize,
}

impl Reading<'_> {
    /// Reads `parts`; the number of cases answered among them (0 if they hold none).
    fn parts(&mut self, parts: &[Part]) -> Result<u64, String> {
        let mut cases = 0;
        for part in parts {
            match *part {
                Part::Value(value) => self.value(value)?,
                Part::Rows { count, values } => {
                    for _ in 0..self.count(count)? {
                        for &value in values {
                            self.value(value)?;
                        }
                    }
                }
                Part::Table { size, value } => {
                    let size = self.count(size)?;
                    for _ in 0..size * size {
                        self.value(value)?;
                    }
                }
                Part::Cases { count, each } => cases += self.cases(count, each)?,
            }
        }
        Ok(cases)
    }

    /// Reads the cases of `count`, each by `each`; how many there were.
    fn cases(&mut self, count: Count, each: &[Part]) -> Result<u64, String> {
        let mut cases = 0;
        match count {
            Count::Given(name) => {
                for _ in 0..self.count(name)? {
                    self.parts(each)?;
                    cases += 1;
                }
            }
            Count::UntilZero(first) => loop {
                self.value(first)?;
                if self.count(first.name)? == 0 {
                    break;
                }
                self.parts(each)?;
                cases += 1;
            },
        }
        Ok(cases)
    }

    /// Reads one token as `value`, a number if its kind is one.
    fn value(&mut self, value: Value) -> Result<(), String> {
        let token = self.tokens.next().ok_or_else(|| {
            format!(
                "the input ends after {} tokens, before {}",
                self.read, value.name
            )
        })?;
        self.read += 1;
        if value.kind != Kind::Word {
            let number = token
                .parse::<i64>()
                .map_err(|_| format!("{} = `{token}` is not a whole number", value.name))?;
            self.known.retain(|(name, _)| *name != value.name);
            self.known.push((value.name, number));
        }
        Ok(())
    }

    /// The number last read as `name`, as a count.
    fn count(&self, name: &str) -> Result<u64, String> {
        let (_, number) = self
            .known
            .iter()
            .find(|(known, _)| *known == name)
            .ok_or_else(|| format!("the format counts by {name}, which is not read before"))?;
        u64::try_from(*number).map_err(|_| format!("{name} = {number} cannot count"))
    }
}
