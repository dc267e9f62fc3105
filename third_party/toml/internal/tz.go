package internal

import (
	"sync"
	"time"
)

// Timezones used for local datetime, date, and time TOML types.
//
// The exact way times and dates without a timezone should be interpreted is not
// well-defined in the TOML specification and left to the implementation. These
// defaults to current local timezone offset of the computer, but this can be
// changed by changing these variables before decoding.
//
// TODO:
// Ideally we'd like to offer people the ability to configure the used timezone
// by setting Decoder.Timezone and Encoder.Timezone; however, this is a bit
// tricky: the reason we use three different variables for this is to support
// round-tripping – without these specific TZ names we wouldn't know which
// format to use.
//
// There isn't a good way to encode this right now though, and passing this sort
// of information also ties in to various related issues such as string format
// encoding, encoding of comments, etc.
//
// So, for the time being, just put this in internal until we can write a good
// comprehensive API for doing all of this.
//
// The reason they're exported is because they're referred from in e.g.
// internal/tag.
//
// Note that this behaviour is valid according to the TOML spec as the exact
// behaviour is left up to implementations.
//
// flaskdeck's patch (README.flaskdeck.md): the three zones are made on first use, not in the
// package's initialization, which read the system's time zone (/etc/localtime) at every start of
// every program that links this package. They are functions, each always returning the same
// zone.
var zones = sync.OnceValue(func() [3]*time.Location {
	_, localOffset := time.Now().Zone()
	return [3]*time.Location{
		time.FixedZone("datetime-local", localOffset),
		time.FixedZone("date-local", localOffset),
		time.FixedZone("time-local", localOffset),
	}
})

// LocalDatetime is the zone of a local datetime (upstream: a variable).
func LocalDatetime() *time.Location { return zones()[0] }

// LocalDate is the zone of a local date (upstream: a variable).
func LocalDate() *time.Location { return zones()[1] }

// LocalTime is the zone of a local time (upstream: a variable).
func LocalTime() *time.Location { return zones()[2] }
