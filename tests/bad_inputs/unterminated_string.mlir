// An input that ends inside a string literal.
// ERROR-SOMEWHERE: closing string literal
"
