//! Arithmetic modulo the prime 1 000 000 007.

use std::fmt;
use std::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// The modulus, a prime.
///
/// ```
/// use gamebits::modint::{ModInt, MOD};
/// assert_eq!(ModInt::new(MOD as u64).value(), 0);
/// ```
pub const MOD: u32 = 1_000_000_007;

/// A residue modulo [`MOD`], stored reduced in four bytes.
///
/// ```
/// use gamebits::modint::ModInt;
/// let a = ModInt::new(1_000_000_006);
/// assert_eq!((a + ModInt::new(2)).value(), 1);
/// assert_eq!((ModInt::new(3) - ModInt::new(5)).value(), 1_000_000_005);
/// assert_eq!((a * a).value(), 1);
/// assert_eq!((-ModInt::new(1)).value(), 1_000_000_006);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ModInt(u32);

impl ModInt {
    /// The residue 1.
    ///
    /// ```
    /// use gamebits::modint::ModInt;
    /// assert_eq!(ModInt::ONE * ModInt::new(5), ModInt::new(5));
    /// ```
    pub const ONE: ModInt = ModInt(1);

    /// The residue of `value`.
    ///
    /// ```
    /// use gamebits::modint::ModInt;
    /// assert_eq!(ModInt::new(1_000_000_008).value(), 1);
    /// ```
    pub fn new(value: u64) -> ModInt {
        ModInt((value % MOD as u64) as u32)
    }

    /// The representative in `0..MOD`.
    ///
    /// ```
    /// use gamebits::modint::ModInt;
    /// assert_eq!(ModInt::new(7).value(), 7);
    /// ```
    pub fn value(self) -> u32 {
        self.0
    }

    /// `self` raised to the power `exp`, by repeated squaring.
    ///
    /// # Complexity
    ///
    /// O(log exp): at most 2·log₂(exp) + 2 multiplications, one squaring per bit of
    /// `exp` and one product per set bit, where multiplying `exp` times would take
    /// `exp`.
    ///
    /// ```
    /// use gamebits::modint::ModInt;
    /// assert_eq!(ModInt::new(2).pow(10).value(), 1024);
    /// assert_eq!(ModInt::new(0).pow(0).value(), 1);
    /// ```
    pub fn pow(self, mut exp: u64) -> ModInt {
        let mut base = self;
        let mut result = ModInt(1);
        while exp > 0 {
            if exp & 1 == 1 {
                result *= base;
            }
            base *= base;
            exp >>= 1;
        }
        result
    }

    /// The multiplicative inverse, by Fermat's little theorem.
    ///
    /// # Panics
    ///
    /// If `self` is zero.
    ///
    /// # Complexity
    ///
    /// O(log MOD) multiplications: [`ModInt::pow`] to the power MOD − 2, at most 60.
    ///
    /// ```
    /// use gamebits::modint::ModInt;
    /// let x = ModInt::new(1 << 20);
    /// assert_eq!((x * x.inv()).value(), 1);
    /// ```
    pub fn inv(self) -> ModInt {
        assert!(self.0 != 0, "0 has no inverse modulo {MOD}");
        self.pow(MOD as u64 - 2)
    }
}

impl fmt::Display for ModInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Add for ModInt {
    type Output = ModInt;
    fn add(self, rhs: ModInt) -> ModInt {
        let sum = self.0 + rhs.0;
        ModInt(if sum >= MOD { sum - MOD } else { sum })
    }
}

impl Sub for ModInt {
    type Output = ModInt;
    fn sub(self, rhs: ModInt) -> ModInt {
        ModInt(if self.0 >= rhs.0 {
            self.0 - rhs.0
        } else {
            self.0 + MOD - rhs.0
        })
    }
}

impl Neg for ModInt {
    type Output = ModInt;
    fn neg(self) -> ModInt {
        ModInt::default() - self
    }
}

impl Mul for ModInt {
    type Output = ModInt;
    fn mul(self, rhs: ModInt) -> ModInt {
        ModInt((self.0 as u64 * rhs.0 as u64 % MOD as u64) as u32)
    }
}

impl AddAssign for ModInt {
    fn add_assign(&mut self, rhs: ModInt) {
        *self = *self + rhs;
    }
}

impl SubAssign for ModInt {
    fn sub_assign(&mut self, rhs: ModInt) {
        *self = *self - rhs;
    }
}

impl MulAssign for ModInt {
    fn mul_assign(&mut self, rhs: ModInt) {
        *self = *self * rhs;
    }
}
