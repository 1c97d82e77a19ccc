//! The text split into tokens by a scanner of our own. serde_json's parser,
//! with its number conversions and its error texts, weighed 6.3 KB of the
//! first visit, this scanner 1.9 KB (README, Performance); serde_json still
//! writes the JSON, and the tests hold this scanner to what serde_json
//! accepts and refuses (`tests/save/json_scanner.rs`).
//!
//! It reads JSON as serde_json does (RFC 8259, arrays and objects nested
//! at most [`MAX_DEPTH`] deep), with one difference: a number with a
//! fraction or an exponent is a [`Token::Decimal`] without its value. No
//! saved value is one, and every reader refuses it; only its size is
//! checked, refused when its first digit stands past 10^308 (serde_json
//! refuses from about 1.8 × 10^308).

use std::borrow::Cow;

use super::Token;

/// Arrays and objects nested deeper are refused, where serde_json refuses
/// them: a hostile link or file must not exhaust the stack.
pub const MAX_DEPTH: usize = 127;

/// The largest power of ten a decimal number may reach (f64's range).
const MAX_EXPONENT: i64 = 308;

/// Where the text stops being JSON: the line (from 1), and the column in
/// bytes (from 1) of the character at fault; serde_json counts some slips
/// from the character before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub column: usize,
}

/// The tokens of `text`, one JSON value; with `left_out`, `text` must be an
/// object, and the value under that key is checked but not kept.
pub(super) fn scan<'a>(text: &'a str, left_out: Option<&'static str>) -> Result<Vec<Token<'a>>, SyntaxError> {
    let mut scanner = Scanner { text, at: 0, tokens: Vec::new(), keeping: true };
    scanner.skip_space();
    match left_out {
        None => scanner.value(0)?,
        Some(_) => scanner.object(0, left_out)?,
    }
    scanner.skip_space();
    if scanner.at < text.len() {
        return Err(scanner.error());
    }
    Ok(scanner.tokens)
}

struct Scanner<'a> {
    text: &'a str,
    /// The byte looked at.
    at: usize,
    tokens: Vec<Token<'a>>,
    /// False inside the value left out.
    keeping: bool,
}

impl<'a> Scanner<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn push(&mut self, token: Token<'a>) {
        if self.keeping {
            self.tokens.push(token);
        }
    }

    /// Sets the `end` of the array or object opened at `start`.
    fn close(&mut self, start: usize) {
        if self.keeping {
            let end = self.tokens.len();
            match &mut self.tokens[start] {
                Token::List { end: at } | Token::Object { end: at } => *at = end,
                _ => unreachable!("only arrays and objects are closed"),
            }
        }
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Steps over `byte` if it is the one looked at.
    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.at += 1;
        }
        found
    }

    /// The error at the byte looked at, or at the last one past the end.
    fn error(&self) -> SyntaxError {
        self.error_at(self.at)
    }

    fn error_at(&self, at: usize) -> SyntaxError {
        let at = at.min(self.text.len().saturating_sub(1));
        let before = &self.text.as_bytes()[..at];
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |n| n + 1);
        SyntaxError { line: 1 + before.iter().filter(|&&b| b == b'\n').count(), column: at - line_start + 1 }
    }

    fn value(&mut self, depth: usize) -> Result<(), SyntaxError> {
        match self.peek() {
            Some(b'{') => self.object(depth, None),
            Some(b'[') => self.list(depth),
            Some(b'"') => {
                let text = self.string()?;
                self.push(Token::Text(text));
                Ok(())
            }
            Some(b't') => self.word("true", Token::Bool(true)),
            Some(b'f') => self.word("false", Token::Bool(false)),
            Some(b'n') => self.word("null", Token::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error()),
        }
    }

    fn word(&mut self, word: &str, token: Token<'a>) -> Result<(), SyntaxError> {
        for expected in word.bytes() {
            if !self.eat(expected) {
                return Err(self.error());
            }
        }
        self.push(token);
        Ok(())
    }

    /// The depth inside an array or object opened at `depth`.
    fn deeper(&self, depth: usize) -> Result<usize, SyntaxError> {
        if depth < MAX_DEPTH {
            Ok(depth + 1)
        } else {
            Err(self.error())
        }
    }

    fn list(&mut self, depth: usize) -> Result<(), SyntaxError> {
        let depth = self.deeper(depth)?;
        self.at += 1;
        let start = self.tokens.len();
        self.push(Token::List { end: 0 });
        self.skip_space();
        if !self.eat(b']') {
            loop {
                self.value(depth)?;
                if self.after_item(b']')? {
                    break;
                }
            }
        }
        self.close(start);
        Ok(())
    }

    fn object(&mut self, depth: usize, left_out: Option<&str>) -> Result<(), SyntaxError> {
        if self.peek() != Some(b'{') {
            return Err(self.error());
        }
        let depth = self.deeper(depth)?;
        self.at += 1;
        let start = self.tokens.len();
        self.push(Token::Object { end: 0 });
        self.skip_space();
        if !self.eat(b'}') {
            loop {
                if self.peek() != Some(b'"') {
                    return Err(self.error());
                }
                let key = self.string()?;
                self.skip_space();
                if !self.eat(b':') {
                    return Err(self.error());
                }
                self.skip_space();
                if left_out == Some(key.as_ref()) {
                    self.keeping = false;
                    self.value(depth)?;
                    self.keeping = true;
                } else {
                    self.push(Token::Key(key));
                    self.value(depth)?;
                }
                if self.after_item(b'}')? {
                    break;
                }
            }
        }
        self.close(start);
        Ok(())
    }

    /// After an item: a comma and another item, or `end`, which ends them
    /// (true).
    fn after_item(&mut self, end: u8) -> Result<bool, SyntaxError> {
        self.skip_space();
        if self.eat(end) {
            return Ok(true);
        }
        if !self.eat(b',') {
            return Err(self.error());
        }
        self.skip_space();
        Ok(false)
    }

    /// A string at its opening quote: borrowed from the text unless it
    /// holds escapes.
    fn string(&mut self) -> Result<Cow<'a, str>, SyntaxError> {
        self.at += 1;
        // The text since the last escape, not copied yet.
        let mut run = self.at;
        let mut unescaped: Option<String> = None;
        loop {
            match self.peek() {
                Some(b'"') => {
                    let rest = &self.text[run..self.at];
                    self.at += 1;
                    return Ok(match unescaped {
                        None => Cow::Borrowed(rest),
                        Some(mut text) => {
                            text.push_str(rest);
                            Cow::Owned(text)
                        }
                    });
                }
                Some(b'\\') => {
                    let before = &self.text[run..self.at];
                    self.at += 1;
                    let escaped = self.escape()?;
                    let text = unescaped.get_or_insert_with(String::new);
                    text.push_str(before);
                    text.push(escaped);
                    run = self.at;
                }
                // Control characters must be escaped; the end is too soon.
                None | Some(0..=0x1f) => return Err(self.error()),
                Some(_) => self.skip_plain(),
            }
        }
    }

    /// Steps over characters that need no escape: most of any string, in
    /// one tight loop.
    fn skip_plain(&mut self) {
        let rest = &self.text.as_bytes()[self.at..];
        self.at += rest.iter().position(|&b| b == b'"' || b == b'\\' || b < 0x20).unwrap_or(rest.len());
    }

    /// The character of the escape after a backslash.
    fn escape(&mut self) -> Result<char, SyntaxError> {
        let escaped = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                return self.unicode();
            }
            _ => return Err(self.error()),
        };
        self.at += 1;
        Ok(escaped)
    }

    /// A `\u` escape's character: a UTF-16 surrogate only as the first of
    /// a pair, as serde_json reads text.
    fn unicode(&mut self) -> Result<char, SyntaxError> {
        let first = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if !(self.eat(b'\\') && self.eat(b'u')) {
                return Err(self.error());
            }
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return Err(self.error_at(self.at - 1));
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        // None for a lone trailing surrogate.
        char::from_u32(code).ok_or_else(|| self.error_at(self.at - 1))
    }

    fn hex4(&mut self) -> Result<u32, SyntaxError> {
        let mut code = 0;
        for _ in 0..4 {
            let digit = self.peek().and_then(|b| char::from(b).to_digit(16)).ok_or_else(|| self.error())?;
            code = code * 16 + digit;
            self.at += 1;
        }
        Ok(code)
    }

    /// A number: a whole one as `Unsigned` or `Signed` while it fits in 64
    /// bits, any other as `Decimal`, as serde_json sorts them.
    fn number(&mut self) -> Result<(), SyntaxError> {
        let negative = self.eat(b'-');
        let start = self.at;
        let whole = self.digits()?;
        if whole.len() > 1 && whole[0] == b'0' {
            return Err(self.error_at(start + 1));
        }
        // None past 64 bits.
        let value = whole.iter().try_fold(0u64, |n, &d| n.checked_mul(10)?.checked_add(u64::from(d - b'0')));
        let token = if matches!(self.peek(), Some(b'.' | b'e' | b'E')) {
            self.decimal(whole)?
        } else {
            match (value, negative) {
                (Some(v), false) => Token::Unsigned(v),
                // -2^63 is the one negative whose opposite is no i64; serde_json
                // reads `-0` as the decimal -0.0.
                (Some(v), true) if v > 0 && v <= 1 << 63 => Token::Signed((v as i64).wrapping_neg()),
                _ if whole.len() as i64 - 1 > MAX_EXPONENT => return Err(self.error_at(self.at - 1)),
                _ => Token::Decimal,
            }
        };
        self.push(token);
        Ok(())
    }

    /// The rest of a number with a fraction or an exponent, its `whole`
    /// part stepped over: checked for size, its value not kept.
    fn decimal(&mut self, whole: &[u8]) -> Result<Token<'a>, SyntaxError> {
        // Where the first digit that is not zero stands, as a power of ten.
        let mut magnitude = whole.iter().position(|&b| b != b'0').map(|first| (whole.len() - first) as i64 - 1);
        if self.eat(b'.') {
            let fraction = self.digits()?;
            if magnitude.is_none() {
                magnitude = fraction.iter().position(|&b| b != b'0').map(|first| -(first as i64) - 1);
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            let exponent_negative = !self.eat(b'+') && self.eat(b'-');
            // Saturating: a thousand-digit exponent is only very large.
            let exponent =
                self.digits()?.iter().fold(0i64, |n, b| n.saturating_mul(10).saturating_add(i64::from(b - b'0')));
            magnitude =
                magnitude
                    .map(|m| if exponent_negative { m.saturating_sub(exponent) } else { m.saturating_add(exponent) });
        }
        if magnitude.is_some_and(|m| m > MAX_EXPONENT) {
            return Err(self.error_at(self.at - 1));
        }
        Ok(Token::Decimal)
    }

    /// At least one digit, stepped over.
    fn digits(&mut self) -> Result<&'a [u8], SyntaxError> {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        if self.at == start {
            return Err(self.error());
        }
        Ok(&self.text.as_bytes()[start..self.at])
    }
}
