// Package archtest holds the test of flaskdeck's import rules: which room may import which (see
// docs/architecture.md). It has no code of its own.
package archtest
