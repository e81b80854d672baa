//! Indices that the statement numbers from 1, read as indices from 0.

use super::{InputError, Tokens};
use std::fmt;
use std::ops::Sub;

impl Tokens {
    /// The next token as an index from 0 of one of `count` things numbered from 1.
    ///
    /// The things are what the statement numbers from 1 (a node, a city): a value in
    /// `1..=count`, read by the rule of [`Tokens::number`], less one (proconio's
    /// `Usize1`). An error names the value as the input gives it.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// let mut tokens = Tokens::new(b"1 5 0".to_vec())?;
    /// assert_eq!(tokens.index("u_1", 5usize)?, 0);
    /// assert_eq!(tokens.index("v_1", 5u32)?, 4);
    /// let e = tokens.index("u_2", 5usize).unwrap_err();
    /// assert_eq!(e.to_string(), "u_2 = 0 is outside 1..=5");
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    #[inline(always)]
    pub fn index<T>(&mut self, name: impl fmt::Display, count: T) -> Result<T, InputError>
    where
        T: Copy
            + PartialOrd
            + fmt::Display
            + TryFrom<u64>
            + TryFrom<i64>
            + From<u8>
            + Sub<Output = T>,
    {
        let one = T::from(1);
        Ok(self.number(name, one..=count)? - one)
    }
}
