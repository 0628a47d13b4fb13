/* Routes of this file are being written. */
export {}
