//! The options of `--play` beyond the file: [`Options`], each read by the game that takes it.

use super::Sides;

/// The options of `--play` beyond the file, each read by the game that takes it.
///
/// They are `--as` and those of one game (`--case N`, `--start C`, `--colours LETTERS`,
/// `--remove i,j,…`, `--keep MASK`, `--covered i,j,…`).
///
/// ```
/// use gamebits::play::Options;
/// let mut options = Options::new(vec![("--case".into(), "2".into())]);
/// assert_eq!(options.number("--case", 1, 1..=3usize).unwrap(), 2);
/// assert_eq!(options.list("--remove", 5).unwrap(), Vec::<usize>::new());
/// assert!(options.unused().is_none());
/// ```
pub struct Options {
    given: Vec<(String, String, bool)>,
}

impl Options {
    /// The options given, each `(name, value)` (the name with its `--`).
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let options = Options::new(vec![("--as".into(), "second".into())]);
    /// assert_eq!(options.unused(), Some("--as"));
    /// ```
    pub fn new(given: Vec<(String, String)>) -> Options {
        Options {
            given: given.into_iter().map(|(n, v)| (n, v, false)).collect(),
        }
    }

    /// The value of option `name`, marked used; `None` if it was not given.
    fn take(&mut self, name: &str) -> Option<String> {
        let given = self.given.iter_mut().find(|(n, _, _)| n == name)?;
        given.2 = true;
        Some(given.1.clone())
    }

    /// The number option `name` (read by the input's rule), or `default` without it.
    ///
    /// # Errors
    ///
    /// A value that is not a number in `range`, named as `--case = 5 is outside 1..=3`.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--case".into(), "5".into())]);
    /// assert!(options.number("--case", 1, 1..=3).is_err());
    /// assert_eq!(options.number("--start", 7, 1..=9).unwrap(), 7);
    /// ```
    pub fn number(
        &mut self,
        name: &str,
        default: usize,
        range: std::ops::RangeInclusive<usize>,
    ) -> Result<usize, crate::judge::InputError> {
        match self.take(name) {
            None => Ok(default),
            Some(value) => option_number(name, &value, range),
        }
    }

    /// The list option `name`, numbers from 1 to `most`; empty without it.
    ///
    /// The numbers are separated by commas, each at most once.
    ///
    /// # Errors
    ///
    /// A value that is not such a list, in one line.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--remove".into(), "3,1".into())]);
    /// assert_eq!(options.list("--remove", 5).unwrap(), [3, 1]);
    /// let mut twice = Options::new(vec![("--remove".into(), "2,2".into())]);
    /// assert!(twice.list("--remove", 5).is_err());
    /// let mut empty = Options::new(vec![("--remove".into(), "1,".into())]);
    /// let why = empty.list("--remove", 5).unwrap_err().to_string();
    /// assert_eq!(why, "--remove should be a whole number from 1 to 5, found nothing");
    /// ```
    pub fn list(
        &mut self,
        name: &str,
        most: usize,
    ) -> Result<Vec<usize>, crate::judge::InputError> {
        let Some(value) = self.take(name) else {
            return Ok(Vec::new());
        };
        let mut list: Vec<usize> = Vec::new();
        for part in value.split(',') {
            let i = option_number(name, part, 1..=most)?;
            if list.contains(&i) {
                return Err(crate::judge::InputError::new(format!(
                    "{name} names {i} twice"
                )));
            }
            list.push(i);
        }
        Ok(list)
    }

    /// The side `--as` calls among `sides` ([`Sides::called`]), or `default` without it.
    ///
    /// # Errors
    ///
    /// A name that is neither side.
    ///
    /// ```
    /// use gamebits::play::{Options, Sides};
    /// let sides = Sides::new(["first", "second"]);
    /// let mut options = Options::new(vec![("--as".into(), "second".into())]);
    /// assert_eq!(options.side(sides.clone(), 0), Ok(1));
    /// let mut none = Options::new(Vec::new());
    /// assert_eq!(none.side(sides, 0), Ok(0));
    /// ```
    pub fn side(&mut self, sides: Sides, default: usize) -> Result<usize, String> {
        let called = sides.called;
        match self.take("--as") {
            None => Ok(default),
            Some(name) => called.iter().position(|&s| s == name).ok_or(format!(
                "--as {name}: the sides are {} and {}",
                called[0], called[1]
            )),
        }
    }

    /// The text of option `name`, if it was given.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--keep".into(), "0b101".into())]);
    /// assert_eq!(options.text("--keep").as_deref(), Some("0b101"));
    /// assert_eq!(options.text("--start"), None);
    /// ```
    pub fn text(&mut self, name: &str) -> Option<String> {
        self.take(name)
    }

    /// The first option given that nothing took, if any.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--case".into(), "2".into())]);
    /// assert_eq!(options.unused(), Some("--case"));
    /// options.text("--case");
    /// assert_eq!(options.unused(), None);
    /// ```
    pub fn unused(&self) -> Option<&str> {
        self.given
            .iter()
            .find(|(_, _, used)| !used)
            .map(|(name, _, _)| name.as_str())
    }
}

/// The number `value` of the option `name`, read by the input's rule: in `range`, and
/// something rather than nothing (`--start ""`, `--remove 1,`).
fn option_number(
    name: &str,
    value: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, crate::judge::InputError> {
    if value.trim().is_empty() {
        return Err(crate::judge::InputError::new(format!(
            "{name} should be a whole number from {} to {}, found nothing",
            range.start(),
            range.end()
        )));
    }
    let mut tokens = crate::judge::Tokens::new(value.as_bytes().to_vec())?;
    let number = tokens.number(name, range)?;
    tokens.finish()?;
    Ok(number)
}
