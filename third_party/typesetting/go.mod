module github.com/go-text/typesetting

go 1.17

require (
	github.com/go-text/typesetting-utils v0.0.0-20241103174707-87a29e9e6066
	golang.org/x/image v0.3.0
	golang.org/x/text v0.9.0
)
