// playback arrives with the tapes issue
