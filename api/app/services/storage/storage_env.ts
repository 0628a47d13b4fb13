/**
 * Wraps the env validator of DRIVE_DISK: S3 chosen without a bucket or a region refuses to boot with a message naming
 * the missing keys, instead of a first upload failing; an access key without its secret (or the reverse) too.
 * Read while start/env.ts validates, after the .env files have been loaded into process.env.
 */
export function needsBucketFor<T>(s3Value: T, validate: (key: string, value?: string) => T) {
  return (key: string, value?: string): T => {
    const chosen = validate(key, value)
    if (chosen !== s3Value) return chosen
    const missing = ['S3_BUCKET', 'S3_REGION'].filter((name) => !process.env[name])
    if (missing.length) {
      throw new Error(
        `${key}=${String(s3Value)} needs ${missing.join(' and ')} (the bucket that keeps the files, and its ` +
          `region): set ${missing.join(' and ')}, or choose ${key}=fs`
      )
    }
    if (!process.env.S3_ACCESS_KEY_ID !== !process.env.S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK’s ' +
          'default credentials (environment, profile, instance role)'
      )
    }
    return chosen
  }
}
