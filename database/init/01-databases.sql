-- Run once by the MySQL container on an empty data directory (docker-compose.yml).
-- The application database and user come from MYSQL_DATABASE / MYSQL_USER; the test databases are added here.
CREATE DATABASE IF NOT EXISTS posted_workers_test CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS posted_workers_e2e CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
GRANT ALL PRIVILEGES ON posted_workers_test.* TO 'portal'@'%';
GRANT ALL PRIVILEGES ON posted_workers_e2e.* TO 'portal'@'%';
FLUSH PRIVILEGES;
